import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 54: classes held-out sets 63 and 64 found, each on an invented body.

describe("Reader (review 54): a second person's name under a prefix of their own, their mobile typed as digits alone", () => {
  // A co-applicant, a guardian, an alternative contact or a gift's recipient, written flat under a prefix of their own
  // beside the person's (`co_applicant_name`, `co_applicant_mobile: "9820041188"`): their name is the agent's to read. A
  // commit read their digits as a phone, so the group became someone else's record and left the brief (an attacker's
  // pass, /work/attack54); it was reverted, and the business receiving an inquiry (`receiver_name`) stays in the brief.
  it("keeps the co-applicant's, the guardian's and the recipient's names in the brief", () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [
        {
          applicant_name: 'Rahul Mehta',
          applicant_mobile: '9820041177',
          applicant_email: 'rahul.m@example.in',
          co_applicant_name: 'Sneha Mehta',
          co_applicant_mobile: '9820041188',
          loan_amount: '45 lakh',
        },
        'IN',
        'Sneha Mehta',
      ],
      [
        {
          student_name: 'Aarav Gupta',
          student_mobile: '9876501234',
          guardian_name: 'Sunil Gupta',
          guardian_mobile: '9876509876',
          course_interest: 'JEE 2-year classroom',
        },
        'IN',
        'Sunil Gupta',
      ],
      [
        {
          billing_name: 'Laura Chen',
          billing_phone: '4155550101',
          billing_email: 'laura.chen@example.com',
          recipient_name: 'Grace Chen',
          recipient_phone: '4155550199',
          gift_message: 'Happy 80th birthday, Mom!',
        },
        'US',
        'Grace Chen',
      ],
    ];
    for (const [body, country, other] of cases) expect(readInput(body, country).notes, other).to.contain(other);
  });
});
describe("Reader (review 54): who handled a call, named under a handler's key, is staff", () => {
  // A call tracker's custom fields name who took the call (`Call Handler`, `handled_by`) beside the caller's answers, as
  // `owner` and `assignee` do: the staff member's name, out of the brief.
  it("keeps the handler's name out and the caller's answers in", () => {
    const input = readInput(
      {
        caller_name: 'Nadia Petrov',
        caller_number: '+16145550172',
        custom: { 'Insurance Plan': 'Aetna PPO', 'Call Handler': 'Bridget Lowe', handled_by: 'Omar Said' },
      },
      'US',
    );
    expect(input.name).to.equal('Nadia Petrov');
    expect(input.notes).to.contain('Aetna PPO').and.not.contain('Bridget').and.not.contain('Omar Said');
  });
});

describe("Reader (review 54): a CRM's field definitions keyed by the fields' machine keys label the answers", () => {
  // A CRM's lead names its custom fields by machine keys (`cf_4411`) and sends their definitions beside it, keyed alike:
  // each a type, a title repeating the key and a label people read (`caption`, `listLabel`), a choice's options as
  // `{ID, VALUE}` items. Each answer reads under its label, a choice as its option's text; the definitions are the form's.
  it('reads each answer under its caption, a choice by its text, and keeps the definitions out', () => {
    const input = readInput(
      {
        event: 'deal.added',
        deal: {
          id: 9912,
          title: 'Website enquiry',
          person_name: 'Marta Kowal',
          phone: '+48 601 222 333',
          email: 'marta.kowal@example.com',
          cf_4411: '44',
          cf_4412: '120',
          cf_4413: ['51', '53'],
          cf_4414: 'Two-storey house from 1998',
        },
        fields: {
          cf_4411: {
            type: 'enum',
            title: 'cf_4411',
            caption: 'Project type',
            items: [
              { ID: '43', VALUE: 'Roof' },
              { ID: '44', VALUE: 'Facade' },
            ],
          },
          cf_4412: { type: 'double', title: 'cf_4412', caption: 'Facade area, m²' },
          cf_4413: {
            type: 'enum',
            isMultiple: true,
            title: 'cf_4413',
            listLabel: 'Insulation',
            items: [
              { ID: '51', VALUE: 'Mineral wool' },
              { ID: '52', VALUE: 'EPS boards' },
              { ID: '53', VALUE: 'Plaster' },
            ],
          },
          cf_4414: { type: 'string', title: 'cf_4414', caption: 'Building' },
        },
      },
      'PL',
    );
    expect(input).to.include({ name: 'Marta Kowal', phone: '+48601222333' });
    expect(input.notes)
      .to.contain('Project type: Facade')
      .and.contain('Facade area, m²: 120')
      .and.contain('Insulation: Mineral wool, Plaster')
      .and.contain('Building: Two-storey house from 1998');
    expect(input.notes).not.to.contain('Roof').and.not.contain('EPS').and.not.contain('cf_44');
  });
});

describe("Reader (review 54): objects keyed by machine keys that no answer is keyed by stay the person's", () => {
  // An attacker's pass over the change above (/work/attack54): a map of chosen add-ons or services keyed by their ids,
  // each a type and a title (`extras: {ext_12: {type: "addon", title: "Inside oven"}}`), looks like field definitions,
  // and left the brief; so did questions keyed `q1` holding their own answers. Such a map is the form's only once an
  // answer elsewhere is keyed by one of its keys.
  it('keeps chosen add-ons, services and answers held in the map itself', () => {
    const input = readInput({
      booking: {
        customer: { name: 'Mia Torres', email: 'mia.torres@example.com' },
        service: 'End of lease clean',
        extras: {
          ext_12: { type: 'addon', title: 'Inside oven' },
          ext_15: { type: 'addon', title: 'Carpet steam clean' },
        },
      },
      fields: {
        f_101: { type: 'select', label: 'Frequency', choice_label: 'Every two weeks' },
        f_102: { type: 'select', label: 'Pets', choice_label: 'One cat' },
      },
      questions: {
        q1: { type: 'checkbox', title: 'Which rooms?', selected: ['Kitchen', 'Living room'] },
        q2: { type: 'radio', title: 'Flooring', selected: ['Hardwood'] },
      },
    });
    expect(input.notes)
      .to.contain('Inside oven')
      .and.contain('Carpet steam clean')
      .and.contain('Every two weeks')
      .and.contain('Kitchen');
  });

  it("reads a choice by its option's text where the options' ids are numbers and the answer their digits", () => {
    const input = readInput({
      current: {
        id: 512,
        person_name: 'Marta Kowal',
        email: 'marta.kowal@example.com',
        d4de1c1518b4531717c676029a45911c340390a6: '27',
        a1b2c3d4e5f60718293a4b5c6d7e8f9012345678: 'Flat roof, 120 m2',
      },
      dealFields: {
        d4de1c1518b4531717c676029a45911c340390a6: {
          name: 'Project type',
          field_type: 'enum',
          options: [
            { id: 26, label: 'Roof' },
            { id: 27, label: 'Facade' },
          ],
        },
        a1b2c3d4e5f60718293a4b5c6d7e8f9012345678: { name: 'Building notes', field_type: 'text' },
      },
    });
    expect(input.notes).to.contain('Project type: Facade').and.contain('Building notes: Flat roof, 120 m2');
    expect(input.notes).not.to.contain('Roof\n').and.not.contain('26');
  });
});

describe('Reader (review 54): a number given in a sentence with words between its phrase and the number', () => {
  // An inbound mail's text gives the phone as people write it ("Best number to reach me is 0412 775 309"): the phrase
  // ends three words before the number, so it was not read, and the lead had the sender's email alone.
  it('reads the phone after "to reach me is", "to call is" and "contact me on"', () => {
    for (const sentence of [
      'Best number to reach me is 0412 775 309, after 4pm weekdays.',
      'The best number to call is 0412 775 309.',
      'Please contact me on 0412 775 309 after 4pm.',
      'I can be reached at 0412 775 309.',
    ]) {
      const input = readInput(
        {
          FromName: 'Liam Walsh',
          From: 'liam.walsh@example.com',
          Subject: 'Plunge pool quote',
          TextBody: `Hi team,\n\nWe're after a quote for a concrete plunge pool.\n\n${sentence}\n\nCheers,\nLiam`,
        },
        'AU',
      );
      expect(input.phone, sentence).to.equal('+61412775309');
    }
  });
});

describe("Reader (review 54): a mail's HTML quoting the earlier message after the plain text's own words", () => {
  // An inbound mail relay sends the reply as text and as HTML. The text's quoted message (`On … wrote:`) leaves the brief;
  // the HTML quotes it in a `<blockquote>` with no attribution, so its text reached the brief whole: the reply twice, and
  // the business's own signature (its name, street and number) with it. The id of the mail it replies to
  // (`In-Reply-To`) is the relay's too.
  it('says the reply once, without the quoted signature', () => {
    const own = "Hi team,\n\nWe're after a quote for a plunge pool in Burleigh Heads.\n\nCheers,\nLiam";
    const input = readInput(
      {
        FromName: 'Liam Walsh',
        From: 'liam.walsh@example.com',
        TextBody: `${own}\n\nOn Tue, 11 Mar 2025, Reef Pools <quotes@reefpools.example> wrote:\n> Reef Pools | 22 Nerang St | (07) 5591 4400`,
        HtmlBody: `<div>${own.replace(/\n/g, '<br>')}</div><blockquote>Reef Pools | 22 Nerang St | (07) 5591 4400</blockquote>`,
        Headers: [
          { Name: 'X-Spam-Status', Value: 'No' },
          { Name: 'In-Reply-To', Value: '<auto-7731.reefpools@mailer.reefpools.example>' },
        ],
      },
      'AU',
    );
    expect(input.notes).to.contain('plunge pool').and.not.contain('Nerang').and.not.contain('5591');
    expect(input.notes.split('plunge pool').length).to.equal(2);
    expect(input.notes).not.to.contain('auto-7731');
  });
});

describe("Reader (review 54): an agent's email does not stand in beside a message sender's own phone", () => {
  // A messaging relay's inbound message names its sender (`payload.sender: {phone, name}`: a tool's user, whose values
  // are the person's only as likely as not) and the bot's session names the agent handling it (`agent: {name, phone,
  // email}`). The sender had no email, so the agent's stood in: someone else's, next to a phone only a tool's user's.
  it("keeps the sender's phone and name, and no agent's email", () => {
    const input = readInput(
      {
        app: 'HomeLoansBot',
        type: 'message',
        payload: {
          id: 'ABEGkZlgQyWAAgo',
          source: '919414207763',
          type: 'text',
          payload: { text: 'Need a home loan for a new flat' },
          sender: { phone: '919414207763', name: 'Sunita Choudhary', country_code: '91' },
        },
        bot_session: {
          answers: { City: 'Jaipur', 'Loan amount': '25 lakh' },
          agent: { name: 'Vikram Singh', phone: '+919829011455', email: 'vikram@homeloans.example' },
        },
      },
      'IN',
    );
    expect(input).to.include({ name: 'Sunita Choudhary', phone: '+919414207763', email: null });
    expect(input.notes).to.contain('25 lakh').and.not.contain('Vikram');
  });
});

describe("Reader (review 54): a survey's enumerator, who filled it in for the respondent, is staff", () => {
  // A field survey (ODK, KoboToolbox, SurveyCTO) names the enumerator who asked the questions (`enumerator/enum_name`,
  // `interviewer_name`) beside the respondent's phone and no name of the respondent's: the enumerator became the lead.
  it("takes no enumerator's or interviewer's name as the respondent's", () => {
    for (const group of ['enumerator', 'interviewer', 'surveyor']) {
      const input = readInput(
        {
          [`${group}/enum_name`]: 'Peter Otieno',
          [`${group}/enum_phone`]: '0722 913 405',
          'respondent/phone': '0711 284 639',
          'energy/comments': 'Wants a TV for the children; can pay 50 shillings a day after harvest.',
        },
        'KE',
      );
      expect(input.phone, group).to.equal('+254711284639');
      expect(input.name, group).to.equal(null);
      expect(input.notes, group).to.contain('50 shillings').and.not.contain('Peter Otieno').and.not.contain('913 405');
    }
  });
});

describe("Reader (review 54): a name after a name's label in a text of labelled parts", () => {
  // A payment page's free fields carry a course form's answers as texts of `label: value` (`userDefined1: "ชื่อผู้เรียน:
  // …"`, the learner's name; `userDefined2: "โทร: … | อีเมล: …"`). The phone and the email were read there after their
  // labels; the name, after its own label in a text of one part, was not, and the lead had none.
  it('reads the name after its label, in any script, and no name after a label naming someone else', () => {
    for (const [text, name] of [
      ['ชื่อผู้เรียน: ณัฐวุฒิ ศรีสุข', 'ณัฐวุฒิ ศรีสุข'],
      ['Student name: Dana Reyes | Level: N5', 'Dana Reyes'],
      ['Level: N5\nName: Dana Reyes', 'Dana Reyes'],
    ]) {
      const input = readInput(
        {
          amount: 12900,
          description: 'Japanese course N4 (weekends)',
          userDefined1: text,
          userDefined2: 'โทร: 081-927-4430 | อีเมล: nattawut.s@example.com',
        },
        'TH',
      );
      expect(input.name, text).to.equal(name);
      expect(input.phone, text).to.equal('+66819274430');
    }
    const other = readInput(
      { userDefined1: 'Agent name: Dana Reyes', userDefined2: 'Tel: 081-927-4430 | Email: nattawut.s@example.com' },
      'TH',
    );
    expect(other.name).to.equal(null);
  });
});

describe("Reader (review 54): another participant's name in the list holding the person's own item", () => {
  // A helpdesk's ticket lists its participants as records alike (`participants: [{type: "Client", name: "", identifier},
  // {type: "User", name: "Cool Air South", identifier}]`): the client's phone is the person's, with no name, and the
  // business's line beside it stood in with its name.
  it("takes no other item's name when the person's item has none", () => {
    const input = readInput(
      {
        ticket: {
          id: 48122907,
          participants: [
            {
              id: 1,
              type: 'Client',
              protocolType: 'WhatsApp',
              name: '',
              identifier: '972546631820',
              displayName: '+972 54-663-1820',
            },
            { id: 2, type: 'User', protocolType: 'WhatsApp', name: 'Cool Air South', identifier: '97286230455' },
          ],
          customFields: { City: 'Beersheba', Rooms: '3 rooms and a living room' },
        },
      },
      'IL',
    );
    expect(input.phone).to.equal('+972546631820');
    expect(input.name).to.equal(null);
    expect(input.notes).to.contain('3 rooms').and.not.contain('Cool Air South');
  });

  it("keeps a name given in its own typed item beside the phone's", () => {
    const input = readInput(
      {
        contact: [
          { type: 'phone', value: '+972546631820' },
          { type: 'name', value: 'Dana Levi' },
        ],
      },
      'IL',
    );
    expect(input).to.include({ name: 'Dana Levi', phone: '+972546631820' });
  });
});

describe("Reader (review 54): a list's items in parts are one person's unless each holds its own contact", () => {
  // An attacker's pass over the rule above: items that are not records alike (the phone in one, the name and the email
  // in the next) are the person's in parts; only an item holding its own contact under the chosen one's key is another
  // participant.
  it('keeps a name beside the chosen email or beside no contact of its own', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ contacts: [{ phone: '+14155550123' }, { name: 'Ana Lima', email: 'ana@gmail.com' }] }, 'Ana Lima'],
      [{ fields: [{ phone: '+14155550123', label: 'Mobile' }, { full_name: 'Ana Lima' }] }, 'Ana Lima'],
    ];
    for (const [body, name] of cases) expect(readInput(body, 'US').name, JSON.stringify(body)).to.equal(name);
  });
});

describe('Reader (review 54): what the person asked for beside the list holding their record', () => {
  // A marketplace sends the request's service at its root and its buyers as a list (`service`, `category`,
  // `buyers: [{name, phone, email}]`, held-out set 64's Bark-like bodies): the service was the tool's, out of the brief.
  it('reads the service beside the list as the answer it is', () => {
    const input = readInput(
      {
        request_id: 'rq_88213',
        service: 'Wedding photography',
        details: 'Ceremony and reception, about 80 guests',
        buyers: [{ name: 'Tom Hale', phone: '07700 900123', email: 'tom@hale.me' }],
      },
      'GB',
    );
    expect(input).to.include({ name: 'Tom Hale', phone: '+447700900123' });
    expect(input.notes).to.contain('Wedding photography').and.contain('80 guests').and.not.contain('rq_88213');
  });
});
