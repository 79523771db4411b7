import { expect } from 'chai';
import { personOf, readInput, readLead } from '../helpers/read-lead.ts';

// Issue 35: the person's number only in their own words. Made-up bodies and people.

describe("Reader: a number the person wrote in their message, over someone else's", () => {
  it('reads the number written after "best number is" over the business\'s own line', () => {
    const body = {
      business: { name: 'Bay Drain Pros', phone: '+1 415 555 0100' },
      lead: {
        user: { display_name: 'Jess M.' },
        project: { additional_info: 'Water backs up into the tub. Best number is 415-555-0127.' },
      },
    };
    expect(personOf(body).phone).to.equal('+14155550127');
    expect(personOf(body).name).not.to.equal('Bay Drain Pros');
    expect(readInput(body).notes).to.contain('Water backs up into the tub');
  });

  it('reads a number given in a chat message after "мой номер" (my number)', () =>
    expect(
      personOf(
        {
          payload: {
            type: 'message',
            value: {
              chat_id: 'u2i-Zk3wQ8mN1pR7',
              content: { text: 'Здравствуйте! Диван ещё продаётся? Меня зовут Анна, мой номер +7 916 555-45-67.' },
            },
          },
        },
        'RU',
      ).phone,
    ).to.equal('+79165554567'));

  it("reads the person's number written after a possessive that follows the word (Greek, Turkish, Indonesian, Hebrew), beside a seller's phone field", () => {
    for (const [text, country, e164] of [
      ['Είναι διαθέσιμο; Το κινητό μου 96 555 012', 'CY', '+35796555012'],
      ['Hâlâ satılık mı? Numaram 0532 555 01 23', 'TR', '+905325550123'],
      ['Masih ada? Nomor saya 0812 5550 1234', 'ID', '+6281255501234'],
      ['עדיין זמין? המספר שלי 052-555-0123', 'IL', '+972525550123'],
      ['Gari bado ipo? Nipigie 0711 555 093', 'KE', '+254711555093'],
    ]) {
      const body = {
        listing: { title: 'Flat to let', seller: { name: 'Invented Seller', phone: '+1 650 555 0100' } },
        buyer: { name: 'Invented Buyer', email: 'buyer@example.com' },
        messages: [{ author: 'buyer', text }],
      };
      expect(personOf(body, country).phone, text).to.equal(e164);
    }
  });
});

describe('Reader: why a number in the text was picked', () => {
  it('says it was read after a phone label in the message', () => {
    const { reasons } = readLead({
      business: { name: 'Bay Drain Pros', phone: '+1 415 555 0100' },
      project: { additional_info: 'Water backs up into the tub. Best number is 415-555-0127.' },
    });
    expect(reasons.phone?.[0]?.feature).to.equal('textPhone');
  });
});

describe("Reader: a caller's number in an object named for who called", () => {
  it('reads `from: {number}` digits without their `+` as the caller, not the line called', () =>
    expect(
      personOf(
        {
          call_state: 'Appeared',
          from: { number: '79265554567', taken_from_call_id: '' },
          to: { number: '74955551234', line_number: '74955551234' },
        },
        'RU',
      ).phone,
    ).to.equal('+79265554567'));
});

describe("Reader: what a call tracker's buyer paid for the call stays out of the brief", () => {
  it('keeps `revenue` and `payout` out', () => {
    const notes = readInput({
      call: {
        caller: '+1 704 555 0193',
        revenue: '45.00',
        payout: '30.00',
        tags: { interested_in: 'Dental and vision coverage' },
      },
    }).notes;
    expect(notes).to.contain('Dental and vision coverage');
    for (const money of ['45.00', '30.00']) expect(notes).not.to.contain(money);
  });
});

describe("Reader: a survey's response values under `values` are walked as the response they are", () => {
  it("keeps the person's written answer and leaves the tool's values out", () => {
    const body = {
      result: {
        responseId: 'R_9xK2mQ7pL4vT1aZ',
        values: {
          startDate: '2026-11-28T13:58:11Z',
          endDate: '2026-11-28T14:04:39Z',
          status: 0,
          ipAddress: '203.0.113.166',
          progress: 100,
          duration: 388,
          finished: 1,
          recordedDate: '2026-11-28T14:04:40.102Z',
          locationLatitude: '37.7749',
          locationLongitude: '-122.4194',
          distributionChannel: 'anonymous',
          userLanguage: 'EN',
          QID1_TEXT: 'Meera',
          QID2_TEXT: 'Iyer',
          QID3_TEXT: 'meera.iyer@example.com',
          QID4_TEXT: '415-555-0177',
          QID7_TEXT: 'Need cover for my parents visiting for five months',
        },
        labels: { status: 'IP Address', finished: 'True' },
      },
    };
    const notes = readInput(body).notes;
    expect(notes).to.contain('Need cover for my parents visiting for five months');
    for (const theirs of ['203.0.113.166', 'R_9xK2mQ7pL4vT1aZ', '2026-11-28T14:04:40', '37.7749', '-122.4194'])
      expect(notes).not.to.contain(theirs);
  });
});

describe('Reader: what the business paid for the lead stays out of the brief', () => {
  it('keeps `lead_price`, `cost_per_lead` and `leadCost` out, and the person’s budget in', () => {
    const notes = readInput(
      {
        customer: { name: 'Ravi Kumar', phone: '+91 98400 12345' },
        requirement: 'Need a 2BHK interior quote',
        budget: '₹ 3,00,000',
        lead_price: '₹ 180',
        cost_per_lead: '$42.00',
        leadCost: '12.50',
      },
      'IN',
    ).notes;
    expect(notes).to.contain('Need a 2BHK interior quote');
    expect(notes).to.contain('₹ 3,00,000');
    for (const paid of ['₹ 180', '$42.00', '12.50']) expect(notes).not.to.contain(paid);
  });
  // Blind set 49's guide 17 (a comparison site's lead): German glues the lead and its price, `leadpreis`, `Leadkosten`.
  it('keeps a lead price written as one German word out', () => {
    const notes = readInput(
      {
        kunde: { name: 'Jonas Weber', telefon: '0151 23456789' },
        wunsch: 'Private Krankenversicherung mit Chefarztbehandlung',
        abrechnung: { leadpreis: '89,00 EUR', Leadkosten: '12,50 EUR' },
      },
      'DE',
    ).notes;
    expect(notes).to.contain('Chefarztbehandlung').and.not.contain('89,00').and.not.contain('12,50');
  });
});

describe("Reader: a checkout's extra fields sent as JSON text are the buyer's answers", () => {
  it('keeps the answers of `extra` and `metadata` JSON texts in the brief', () => {
    const notes = readInput(
      {
        pidx: 'bZQLD9wRVWo4CdESSfuSsB',
        status: 'Completed',
        customer_info: { name: 'Sita Rai', phone: '9841234567' },
        extra: JSON.stringify({
          preferred_batch: 'Morning 6 am batch',
          note: 'Old knee injury, gentle poses only',
        }),
        metadata: JSON.stringify({ kids_ages: '5 and 8' }),
      },
      'NP',
    ).notes;
    for (const answer of ['Morning 6 am batch', 'Old knee injury, gentle poses only', '5 and 8'])
      expect(notes).to.contain(answer);
  });
});

describe("Reader: a message's receiver is the business, its sender the person", () => {
  it('reads the sender beside a `receiver` in any language', () => {
    for (const key of ['receiver', 'destinatario', 'penerima', 'получатель']) {
      const body = {
        payload: {
          sender: { phone: '+6281234567890', name: 'Budi Santoso' },
          [key]: { phone: '+6281199998888', name: 'Toko Bunga Melati' },
          text: 'Halo, mau pesan buket mawar untuk besok',
        },
      };
      expect(personOf(body, 'ID'), key).to.deep.equal({ name: 'Budi Santoso', phone: '+6281234567890', email: null });
    }
  });
});

// Session 36's class (blind set 39's guide 03: a survey platform's response): the answers under ids with their input's
// kind after the number (`QID1_TEXT`), so the name and the phone beside an email read by its shape were not read; and a
// response of a few keys under `values` read as one wrapped value, its IP address taken for the phone.
describe("Reader: a survey's answers under ids followed by their input's kind (`QID2_TEXT`)", () => {
  // The response's own fields, as the platform sends them beside the answers.
  const bookkeeping = {
    startDate: '2026-05-12T08:14:02Z',
    endDate: '2026-05-12T08:19:47Z',
    status: 0,
    ipAddress: '91.64.118.203',
    progress: 100,
    duration: 345,
    finished: 1,
    recordedDate: '2026-05-12T08:19:48.221Z',
    _recordId: 'R_1aB2cD3eF4gH5iJ',
    locationLatitude: '52.5196',
    locationLongitude: '13.4069',
    distributionChannel: 'anonymous',
    userLanguage: 'DE',
  };
  const response = (values: Record<string, unknown>) => ({ result: { responseId: 'R_1aB2cD3eF4gH5iJ', values } });

  it('reads a full name and a phone right before the email, and a given and a family name', () => {
    const full = readInput(
      response({
        ...bookkeeping,
        QID1_TEXT: 'Jana Brückner',
        QID2_TEXT: '0171 2345678',
        QID3_TEXT: 'j.brueckner@example.de',
        QID9_TEXT: 'Bitte nur nach 17 Uhr anrufen',
      }),
      'DE',
    );
    expect([full.name, full.phone, full.email]).to.deep.equal([
      'Jana Brückner',
      '+491712345678',
      'j.brueckner@example.de',
    ]);
    expect(full.notes).to.include('Bitte nur nach 17 Uhr anrufen');
    const parts = readInput(
      response({
        ...bookkeeping,
        QID1_TEXT: 'Jana',
        QID2_TEXT: 'Brückner',
        QID3_TEXT: 'jana.brueckner@example.de',
        QID4_TEXT: '0171 2345678',
      }),
      'DE',
    );
    expect([parts.name, parts.phone]).to.deep.equal(['Jana Brückner', '+491712345678']);
  });

  it('reads a response of a few keys as a record, never its IP address as the phone nor its contact as one line', () => {
    const read = readInput(
      response({
        ipAddress: '91.64.118.203',
        QID1_TEXT: 'Jana Brückner',
        QID2_TEXT: '0171 2345678',
        QID3_TEXT: 'j.brueckner@example.de',
      }),
      'DE',
    );
    expect([read.name, read.phone, read.email]).to.deep.equal([
      'Jana Brückner',
      '+491712345678',
      'j.brueckner@example.de',
    ]);
    expect(read.notes).not.to.include('91.64.118.203');
  });
});
