import { expect } from 'chai';
import { parseForm } from '../../service/http/body/parse-form.ts';
import { personOf, readInput } from '../helpers/read-lead.ts';

// A value under a name's key that is no person's name (docs/api.md §2.4): an order's number sent as
// its `name` (`#10452`, no letter in any script), a product's name under a key naming goods. Made-up
// keys and people; the person's own name sits elsewhere in the body.
describe('Reader: a name key holding no person', () => {
  for (const order of ['#10452', '10452', '# 2026/118'])
    it(`skips a top-level name of no letter (${order}) for the person's name in their address`, () => {
      const person = personOf(
        {
          id: 99182,
          name: order,
          email: 'minh.tran@example.vn',
          phone: '0977 318 205',
          shipping: { name: 'Trần Văn Minh', phone: '0977 318 205', city: 'Đà Nẵng' },
        },
        'VN',
      );
      expect(person).to.deep.equal({ name: 'Trần Văn Minh', phone: '+84977318205', email: 'minh.tran@example.vn' });
    });

  it('still takes a name with letters under our own key as sent', () => {
    const person = personOf({ name: 'R2 Dee', email: 'r2@example.com', phone: '+1 650 555 0190' });
    expect(person.name).to.equal('R2 Dee');
  });

  it("reads the buyer's name, not the goods' name, in a payment's form body", () => {
    const body = parseForm(
      'PayMethod=CARD&Amt=45000&GoodsName=' +
        encodeURIComponent('가죽 공예 원데이 클래스') +
        '&name=' +
        encodeURIComponent('박서연') +
        '&BuyerEmail=seoyeon.park%40example.kr&BuyerTel=01022334455',
    );
    expect(personOf(body, 'KR')).to.deep.equal({
      name: '박서연',
      phone: '+821022334455',
      email: 'seoyeon.park@example.kr',
    });
  });
});

describe('Reader: a phrase in Hangul or Han under a label no vocabulary reads is no name', () => {
  it("skips a four-word Korean phrase beside the contact for the buyer's name under a payment's `uname`", () => {
    const noti = JSON.stringify({
      연락처: '010-5555-0123',
      이메일: 'jiwoo@example.kr',
      '운동 목적': '자세 교정과 근력 강화 운동',
    });
    const body = parseForm(`P_STATUS=00&P_UNAME=${encodeURIComponent('김지우')}&P_NOTI=${encodeURIComponent(noti)}`);
    expect(personOf(body, 'KR')).to.deep.equal({ name: '김지우', phone: '+821055550123', email: 'jiwoo@example.kr' });
    const alone = { 연락처: '010-5555-0123', 이메일: 'jiwoo@example.kr', '운동 목적': '자세 교정과 근력 강화 운동' };
    expect(personOf(alone, 'KR').name).to.equal(null);
  });

  it("reads the buyer's bare `name`, not a card's name (its brand or bank: `CardName`)", () => {
    const body = parseForm(
      `name=${encodeURIComponent('한서준')}&CardName=${encodeURIComponent('삼성')}&BuyerTel=01033000001`,
    );
    expect(personOf(body, 'KR').name).to.equal('한서준');
  });

  it("reads no account's name in Han as a person's (`ucName: 沪居家装-推广账户`), the form's own name field instead", () => {
    const body = {
      ucName: '示例家装-推广账户',
      formDetail: [
        { name: '您的称呼', value: '王女士' },
        { name: '手机号', value: '139 1600 0001' },
      ],
    };
    expect(personOf(body, 'CN')).to.deep.equal({ name: '王女士', phone: '+8613916000001', email: null });
  });

  it("reads the nickname in a list of customers (`customer_list: [{nickname: '林晓雨'}]`) beside a number in a message", () => {
    const body = {
      msg_list: [{ origin: 3, text: { content: '我姓林，电话 186 2100 0001，周六上午可以' } }],
      customer_list: [{ external_userid: 'wmAJ2GCAAAme1XQRC', nickname: '林晓雨', gender: 2 }],
    };
    expect(personOf(body, 'CN')).to.deep.equal({ name: '林晓雨', phone: '+8618621000001', email: null });
  });

  it('reads a transliterated ФИО (`Shp_fio`) as the full name', () => {
    const body = { EMail: 'ivan@example.ru', Shp_fio: 'Иванов Иван Иванович', Shp_phone: '89215550123' };
    expect(personOf(body, 'RU')).to.deep.equal({
      name: 'Иванов Иван Иванович',
      phone: '+79215550123',
      email: 'ivan@example.ru',
    });
  });
});

describe('Reader: a name in Han or Hangul beside its romanisation, or in parts a middle dot joins', () => {
  // A person's name with its romanisation beside it (Hong Kong, Singapore, Korea), and a name whose parts a middle dot
  // joins (Uyghur and transliterated names in Chinese): Han or Hangul in two words at most, each of five characters.
  for (const name of [
    'David Wang 王大卫',
    '陳大文 Chan Tai Man',
    'Kim Jiwoo 김지우',
    '买买提·艾力',
    '迪丽热巴·迪力木拉提',
  ])
    it(`reads ${name} under a name's label as the person's name`, () => {
      for (const label of ['full_name', '姓名', '이름'])
        expect(personOf({ [label]: name, phone: '+852 9123 4567' }, 'HK').name, label).to.equal(name);
    });
});

describe("Reader: a client's block is theirs in Polish", () => {
  for (const [client, company] of [
    ['klient', 'firma'],
    ['klienta', 'wykonawca'],
  ])
    it(`reads the ${client} block, not the ${company}'s, whichever sits higher`, () => {
      const person = personOf(
        {
          zlecenie: {
            [client]: { imie_nazwisko: 'Anna Nowak', telefon: '512 883 406', email: 'anna.nowak@example.pl' },
          },
          [company]: { nazwa: 'Remonty Kowalski', telefon: '600 112 300', email: 'biuro@remontykowalski.example' },
        },
        'PL',
      );
      expect(person).to.deep.equal({ name: 'Anna Nowak', phone: '+48512883406', email: 'anna.nowak@example.pl' });
    });
});

describe("Reader: a ticket's or a product's code is no phone (docs/api.md §2.4)", () => {
  for (const key of ['barcode', 'bar_code', 'qrCode', 'ean', 'upc'])
    it(`never reads ${key}'s digits as the person's number`, () => {
      const person = personOf(
        {
          participant: { [key]: '4401982273611', first_name: 'Léa', last_name: 'Fontaine', email: 'lea.f@example.fr' },
        },
        'FR',
      );
      expect(person).to.deep.equal({ name: 'Léa Fontaine', phone: null, email: 'lea.f@example.fr' });
    });
});

describe("Reader: an insurer's, a clinic's or a service's name inside the person's record is no other person", () => {
  it("keeps the person's phone in their record's object beside an insurance plan named by a trade", () => {
    for (const key of ['insurance_name', 'insurer_name', 'clinic_name', 'service_name']) {
      const body = {
        location: {
          name: 'Evergreen Family Dental',
          phone_number: '4254513300',
          email: 'smile@evergreendental.example',
        },
        patient: {
          first_name: 'Mei',
          last_name: 'Lin',
          email: 'mei.lin@example.com',
          bio: { phone_number: '2065508127', date_of_birth: '1994-09-03', [key]: 'Delta Dental PPO' },
        },
      };
      const { phone, notes } = readInput(body, 'US');
      expect(phone, key).to.equal('+12065508127');
      expect(notes, key).to.include('Delta Dental PPO').and.include('1994-09-03').and.not.include('4254513300');
    }
  });
});

// Session 37's class (blind set 41's guide 10: a CRM's project, flat): a bare `Name` holding the project's title, written
// as a phrase (`Ablakcsere ajánlatkérés`: a word after the first in lower case), beside the person's name under their
// language's name key (`Nev`): the name written as names are is the person's. Invented body; made-up person.
describe("Reader: a record's title written as a phrase under `Name` yields to a name written as names are", () => {
  it('reads the name under the name key of the language', () => {
    const body = {
      Id: 13124,
      Name: 'Tetőfelújítás ajánlatkérés',
      Nev: 'Kiss Péter',
      Email: 'kiss.peter@example.hu',
      Telefon: '06 30 555 1234',
      Megjegyzes: 'Beázik a tető a fürdőszoba felett',
    };
    const { name } = readInput(body, 'HU');
    expect(name).to.equal('Kiss Péter');
  });

  it('keeps a name typed in lower case where no other is there', () => {
    expect(readInput({ name: 'maria garcia', email: 'mg@example.com', Project: 'Kitchen' }, 'US').name).to.equal(
      'maria garcia',
    );
  });
});

// Session 37's class (blind set 41's guides 01 and 12: an SMS gateway's inbound message, a CRM's customer): a telecom
// circle's name (`CircleName: "Delhi NCR"`) and a relationship's (`relation_name: "Mới"`, a status; or a relative's) are
// no name of the person's: the name the person wrote in their message is. Invented bodies; made-up people.
describe("Reader: a circle's or a relation's name is not the person's", () => {
  it("reads the name from the SMS, not the sender's telecom circle", () => {
    const body = {
      From: '09871155501',
      To: '08047112233',
      Body: 'नमस्ते, मेरा नाम रीना गुप्ता है। मुझे बेटी के लिए गणित की ट्यूशन चाहिए।',
      CircleName: 'Mumbai Metro',
      Direction: 'incoming',
    };
    expect(readInput(body, 'IN').name).to.equal('रीना गुप्ता');
  });

  it("takes no relationship's status for the name", () => {
    const body = { data: { relation_name: 'Mới', phone_office: '0903 555 265', description: 'Cần tư vấn nội thất' } };
    expect(readInput(body, 'VN').name).to.equal(null);
  });
});
