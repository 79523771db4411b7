import { expect } from 'chai';
import { personOf, readInput } from '../helpers/read-lead.ts';

// Session 25's classes, each on an invented body first. Made-up people and businesses.

describe("Reader: a business's contact stands in no longer once the person writes their own", () => {
  // A review site's quote request: the business's block under a key naming no party, the person's contact only in their
  // message (the lead's own object holds a display name cut short).
  const body = {
    business: {
      id: 'bz_7781',
      name: 'Summit Gutter Works',
      phone: '+13035550148',
      email: 'hello@summitgutterworks.com',
    },
    request: {
      id: 'rq_99120',
      category: 'Gutter cleaning',
      customer: { display_name: 'Dana R.' },
      details: 'Two-story house, gutters overflow at the back corner',
    },
    messages: [
      { from: 'customer', body: "Hello, I'm Dana Reyes. Please reach me at (720) 555-0163 or dana.reyes@proton.me" },
      { from: 'business', body: 'Thanks Dana, we can come Tuesday, the visit costs $95.' },
    ],
  };

  it('takes the email the person wrote in their message before the business’s email field', () => {
    expect(personOf(body)).to.deep.equal({
      name: 'Dana Reyes',
      phone: '+17205550163',
      email: 'dana.reyes@proton.me',
    });
  });

  it("keeps the business's own values out of the brief, and the person's words in it", () => {
    const { notes } = readInput(body);
    expect(notes).to.contain('Gutter cleaning');
    expect(notes).to.contain('gutters overflow at the back corner');
    expect(notes).not.to.contain('Summit Gutter Works');
    expect(notes).not.to.contain('hello@summitgutterworks.com');
  });

  it("still uses the business's contact when the person wrote none of their own", () => {
    const lead = personOf({
      business: { name: 'Summit Gutter Works', phone: '+13035550148', email: 'hello@summitgutterworks.com' },
      messages: [{ from: 'customer', body: 'Do you clean gutters on two-story houses?' }],
    });
    expect(lead.phone).to.equal('+13035550148');
  });
});

describe("Reader: a display name cut to an initial is the person's, shown short", () => {
  // A marketplace's thread: the person's display name cut short, their whole name, number and address in their first
  // turn, the business's reply in the second; the request's answers in the lead's own object.
  const body = {
    business: { name: 'Oak & Iron Fencing', phone: '+15125550140', email: 'quotes@oakironfencing.com' },
    request: {
      requester: { display_name: 'Priya S.' },
      answers: { fence_type: 'Cedar privacy fence', length_ft: '120 ft' },
    },
    thread: [
      { sender_name: 'Priya S.', text: "Hi there, I'm Priya Sharma. Text me at 512-555-0177 or priya.sharma@hey.com" },
      {
        sender_name: 'Tom from Oak & Iron Fencing',
        text: 'Thanks Priya! A site visit costs $75, credited to the job.',
      },
    ],
  };

  it('takes the whole name the person wrote, filling out their display name', () => {
    expect(personOf(body)).to.deep.equal({
      name: 'Priya Sharma',
      phone: '+15125550177',
      email: 'priya.sharma@hey.com',
    });
  });

  it("keeps the request's answers in the brief and the business's reply out of it", () => {
    const { notes } = readInput(body);
    expect(notes).to.contain('Cedar privacy fence');
    expect(notes).to.contain('120 ft');
    expect(notes).not.to.contain('site visit costs $75');
    expect(notes).not.to.contain('Oak & Iron Fencing');
  });

  it('never fills out a name whose given name differs, nor one not cut to an initial', () => {
    const other = structuredClone(body);
    other.request.requester.display_name = 'Anita S.';
    other.thread[0].sender_name = 'Anita S.';
    expect(personOf(other).name).to.equal('Anita S.');
    const whole = structuredClone(body);
    whole.request.requester.display_name = 'Priya';
    whole.thread[0].sender_name = 'Priya';
    expect(personOf(whole).name).not.to.equal('Priya Sharma');
  });
});

describe("Reader: a business's contact block under keys naming nothing, told by its values' shapes", () => {
  // A form plugin's webhook: the site's own contact in hidden fields first (keys naming no role nor party), then the
  // person's fields under keys of the field's type.
  const body = {
    'hidden-1': 'Lakeside Kitchen Studio (Pty) Ltd',
    'hidden-2': '021 555 0134',
    'hidden-3': 'studio@lakesidekitchens.co.za',
    'hidden-4': '7 Harbour Rd, Gordons Bay 7140',
    'form-title': 'Kitchen design consultation',
    'name-1': 'Lerato Dlamini',
    'email-1': 'lerato.dlamini@webmail.co.za',
    'phone-1': '083 555 0199',
    'select-1': 'Full kitchen redesign',
    'textarea-1': 'Open plan, we want an island with seating for four.',
  };

  it("keeps the block out of the brief and the person's answers in it", () => {
    const lead = readInput(body, 'ZA');
    expect(lead.phone).to.equal('+27835550199');
    expect(lead.notes).to.contain('Full kitchen redesign');
    expect(lead.notes).to.contain('island with seating for four');
    for (const theirs of ['Lakeside Kitchen Studio', '021 555 0134', 'studio@lakesidekitchens.co.za', 'Harbour Rd'])
      expect(lead.notes).not.to.contain(theirs);
  });

  it("keeps a group of the person's own answers that holds no whole contact", () => {
    const lead = readInput(
      {
        'name-1': 'Lerato Dlamini',
        'email-1': 'lerato.dlamini@webmail.co.za',
        'phone-1': '083 555 0199',
        'text-2': 'Dlamini Catering',
        'text-3': '083 555 0111',
        'select-1': 'Full kitchen redesign',
      },
      'ZA',
    );
    expect(lead.notes).to.contain('Dlamini Catering');
    expect(lead.notes).to.contain('083 555 0111');
  });
});

describe('Reader: a contact under keys that are only ids, its name and phone beside its email', () => {
  // A form-encoded post of an enterprise form tool: every field under its id (`tfa_1`…), no label asks for anything.
  const body = {
    fb_dbFormId: '5049213',
    fb_1: 'Nadia',
    fb_2: 'Kowalczyk-Brown',
    fb_3: 'nadia.kb@fastmail.com',
    fb_4: '(503) 555-0162',
    fb_10: 'Evening MBA',
    fb_11: 'Working full time, need evening classes',
  };

  it('reads the first and last name before the email and the phone after it', () => {
    expect(personOf(body)).to.deep.equal({
      name: 'Nadia Kowalczyk-Brown',
      phone: '+15035550162',
      email: 'nadia.kb@fastmail.com',
    });
  });

  it("keeps the person's answers in the brief", () => {
    expect(readInput(body).notes).to.contain('Working full time, need evening classes');
  });
});

describe('Reader: a middle name sent flat beside the first and last name joins them', () => {
  it("reads a Dutch surname's particle under a middle name's key, in the name's order", () => {
    const lead = readInput(
      {
        order: {
          number: 'ORD10428',
          email: 'femke.vries@kpnmail.nl',
          firstname: 'Femke',
          middlename: 'de',
          lastname: 'Vries',
          mobile: '06 12345678',
          comment: 'Graag levering voor 7:00 uur',
        },
      },
      'NL',
    );
    expect(lead.name).to.equal('Femke de Vries');
    expect(lead.notes).not.to.contain('middlename');
  });

  it('reads a middle name or initial between the first and the last', () => {
    expect(
      personOf({ first_name: 'Maya', middle_name: 'Grace', last_name: 'Okafor', email: 'maya.okafor@gmail.com' }).name,
    ).to.equal('Maya Grace Okafor');
    expect(
      personOf({ FirstName: 'Ravi', MiddleInitial: 'K.', LastName: 'Menon', Email: 'ravi.menon@outlook.com' }).name,
    ).to.equal('Ravi K. Menon');
  });

  it("never joins a middle name of someone else's record to the person's name", () => {
    expect(
      personOf({
        first_name: 'Maya',
        last_name: 'Okafor',
        email: 'maya.okafor@gmail.com',
        spouse: { first_name: 'Tunde', middle_name: 'Ade', last_name: 'Okafor' },
      }).name,
    ).to.equal('Maya Okafor');
  });
});

describe("Reader: a phone under a label no vocabulary reads, beside the person's labelled email, by its shape", () => {
  it("reads the number written as a phone in the patient's own object, not the clinic's nor the doctor's", () => {
    const lead = readInput(
      {
        details: { പേര്: 'സെന്റ് മേരീസ് ക്ലിനിക്', ഫോൺ: '0484 240 1199', ഇമെയിൽ: 'desk@stmarys.example.in' },
        appointment: { slot: '2025-03-18 10:30', doctor: { name: 'ഡോ. ആനി ജോസഫ്', mobile: '94470 11111' } },
        patient: {
          പേര്: 'രേഖ നായർ',
          മൊബൈൽ: '98470 22334',
          ഇമെയിൽ: 'rekha.nair@rediffmail.com',
          ലക്ഷണങ്ങൾ: 'തലവേദന, രണ്ടാഴ്ചയായി',
        },
      },
      'IN',
    );
    expect(lead.phone).to.equal('+919847022334');
    expect(lead.notes).to.contain('തലവേദന');
  });

  it('reads no number that is not written as a phone there (an id, a count)', () => {
    const lead = readInput(
      { patient: { പേര്: 'രേഖ നായർ', ഇമെയിൽ: 'rekha.nair@rediffmail.com', രജി: '9847022334' } },
      'IN',
    );
    expect(lead.phone).to.equal(null);
  });
});
