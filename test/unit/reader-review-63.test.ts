import { expect } from 'chai';
import { readsTheBrief } from '../helpers/review-rows.ts';
import { readInput } from '../helpers/read-lead.ts';

// Session 63: classes found in held-out sets and attack passes, each on an invented body.

describe("Reader (review 63): a chat's sender known only by their account's id, their number", () => {
  // An omnichannel inbox's incoming message (`sender: {name, account_uniq_id}`): the WhatsApp account's id is the number
  // with its calling code and no `+`; nothing else names a phone or an email, so the lead was refused (422).
  readsTheBrief(
    [
      {
        what: 'an account id in the sender object reads as a mobile with the source country’s calling code',
        country: 'ID',
        body: {
          id: 'f3a1c9e2-7b4d-4e8a-9c21-5d6e7f8a9b0c',
          type: 'text',
          sender_type: 'Models::Contact',
          text: 'Selamat siang, mau tanya harga pagar besi untuk rumah 2 lantai di Depok. Panjang sekitar 12 meter.',
          status: 'created',
          room: {
            id: '9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d',
            name: 'Budi Santoso',
            channel: 'wa',
            channel_account: 'Bengkel Las Maju Jaya',
            account_uniq_id: '6281377788899',
          },
          sender: { name: 'Budi Santoso', avatar: null, account_uniq_id: '6285655512348' },
        },
        name: 'Budi Santoso',
        phone: '+6285655512348',
        email: null,
        answers: ['pagar besi untuk rumah 2 lantai di Depok', 'Panjang sekitar 12 meter'],
        leaks: ['6281377788899'],
      },
    ],
    (what) => `reads ${what}`,
  );

  it("reads no number from a tool's code in a sender's object that is no mobile of the source's country", () => {
    const body = {
      message: 'Is the blue sofa still available? I can pick it up on Saturday.',
      sender: {
        name: 'Dana Whitfield',
        email: 'dana.whitfield@gmail.com',
        ticket_id: '12025550123',
        barcode: '4006381333931',
      },
    };
    const input = readInput(body, 'US');
    expect(input.phone).to.equal(null);
    expect(input.email).to.equal('dana.whitfield@gmail.com');
  });
});

describe("Reader (review 63): a name after a name's label in a staff member's note of sentences", () => {
  // A call centre's call-details callback: the caller's number under `CallerID`, their name only in the agent's comment,
  // `label: value` parts closed by sentences' ends (`. `, a danda `।`), not by lines or bars.
  readsTheBrief(
    [
      {
        what: 'a name in a comment of parts closed by full stops',
        country: 'MX',
        body: {
          data: {
            CallerID: '5548213377',
            AgentName: 'Lucía Fernández',
            Disposition: 'Cita agendada',
            Comments:
              'Nombre del cliente: Mario Ruiz Herrera. Interés: paneles solares para casa de dos pisos. Recibo de luz: $2,800 bimestral. Visita: sábado 10 am.',
          },
        },
        name: 'Mario Ruiz Herrera',
        phone: '+525548213377',
        email: null,
        answers: ['paneles solares para casa de dos pisos', 'sábado 10 am'],
        leaks: ['Lucía Fernández'],
      },
      {
        what: 'a name in a comment of parts closed by dandas',
        country: 'IN',
        body: {
          CallerID: '09812345670',
          AgentName: 'Neha Kapoor',
          Skill: 'Hindi_Sales',
          Comments: 'ग्राहक का नाम: सुनील यादव। ज़रूरत: 3 kW सोलर पैनल। बिजली बिल: ₹3,200 महीना। साइट विज़िट: रविवार सुबह।',
        },
        name: 'सुनील यादव',
        phone: '+919812345670',
        email: null,
        answers: ['3 kW सोलर पैनल', 'रविवार सुबह'],
        leaks: ['Neha Kapoor'],
      },
    ],
    (what) => `reads ${what}`,
  );
});

describe("Reader (review 63): the person's number in a short labelled value or in a list of texts, when nothing else gives one", () => {
  // A payment gateway's result whose merchant fields carry the sign-up (`報名：陳怡君 0912-345-678`), and a phone system's
  // call summary whose sentences sit in a list: no field, label or shape gives a phone or an email, so both were refused.
  readsTheBrief(
    [
      {
        what: 'a mobile beside a name in a merchant field, not the shop’s line in another',
        country: 'TW',
        body: {
          MerchantID: '3001188',
          MerchantTradeNo: 'KL20241002101500',
          RtnCode: '1',
          TradeAmt: '980',
          PaymentDate: '2024/10/02 10:16:40',
          CustomField1: '報名：陳怡君 0912-345-678',
          CustomField2: '花藝體驗課 週六 10/12 下午',
          CustomField3: '山林花房｜台中市西區公益路101號｜04-2301-5566',
        },
        name: null,
        phone: '+886912345678',
        email: null,
        answers: ['花藝體驗課 週六 10/12 下午'],
        leaks: [],
      },
      {
        what: 'a callback number in a call summary’s list of sentences',
        country: 'US',
        body: {
          type: 'call.summary.completed',
          data: {
            callId: 'CLx81Kq2',
            summary: [
              'The caller asked about replacing a cracked windshield on a 2019 Subaru Outback.',
              'Insurance is through Geico; he wants a mobile install at his office.',
              'Callback number is 303-555-0186, any time after 2pm.',
            ],
            status: 'completed',
          },
        },
        name: null,
        phone: '+13035550186',
        email: null,
        answers: ['cracked windshield', 'any time after 2pm'],
        leaks: ['CLx81Kq2'],
      },
    ],
    (what) => `reads ${what}`,
  );

  it("gives no lead a shop's landline from its card when the person's number is nowhere", () => {
    const body = {
      MerchantID: '3001188',
      RtnCode: '1',
      CustomField1: '陳怡君',
      CustomField3: '山林花房｜台中市西區公益路101號｜04-2301-5566',
    };
    expect(() => readInput(body, 'TW')).to.throw(/phone or an email is required/);
  });
});

describe('Reader (review 63): a numbered contact key (`ordererContact1`)', () => {
  readsTheBrief(
    [
      {
        what: 'the number under a contact key with a field’s number after it',
        country: 'KR',
        body: {
          eventType: 'CREATE_ORDER',
          order: {
            orderNo: '202410021015300011',
            ordererName: '한지민',
            ordererContact1: '010-3342-7781',
            ordererContact2: '',
            ordererEmail: 'jimin.han@naver.com',
            orderMemo: '문 앞에 두지 말고 경비실에 맡겨주세요',
          },
        },
        name: '한지민',
        phone: '+821033427781',
        email: 'jimin.han@naver.com',
        answers: ['경비실에 맡겨주세요'],
        leaks: ['010-3342-7781'],
      },
    ],
    (what) => `reads ${what}`,
  );
});
