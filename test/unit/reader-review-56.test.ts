import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 56: classes held-out sets 66 and 67 found, each on an invented body.

describe('Reader (review 56): an XML lead converted to JSON, attributes and text as each converter writes them', () => {
  // A car dealer's lead in ADF (auto-lead data format) XML, relayed as JSON by an automation tool's XML step. xml2js (n8n's
  // XML node) writes an element's attributes under `$` and its text under `_`; xml-js under `_attributes` and `_text`;
  // PHP's SimpleXML under `@attributes`. The dealer's own contact sits beside the customer's.
  const adf = (element: (attributes: Record<string, string>, text: string) => unknown, holder: string) => ({
    adf: {
      prospect: {
        [holder]: { status: 'new' },
        requestdate: '2026-03-02T10:15:00-06:00',
        vehicle: { [holder]: { interest: 'lease', status: 'new' }, year: '2026', make: 'Subaru', model: 'Outback' },
        customer: {
          contact: {
            name: [element({ part: 'first' }, 'Marisol'), element({ part: 'last' }, 'Okafor')],
            email: 'marisol.okafor@example.net',
            phone: element({ type: 'voice', time: 'evening' }, '(512) 555-0176'),
          },
          comments: 'Do you have one in blue? I can come in Thursday after work.',
        },
        vendor: {
          vendorname: 'Lakeline Motors',
          contact: {
            name: element({ part: 'full' }, 'Internet Sales Desk'),
            email: 'web@lakeline-motors.example',
            phone: '(512) 555-0100',
          },
        },
      },
    },
  });
  const converters: Array<[string, string, (attributes: Record<string, string>, text: string) => unknown]> = [
    ['xml2js ($ and _)', '$', (attributes, text) => ({ $: attributes, _: text })],
    ['xml-js (_attributes and _text)', '_attributes', (attributes, text) => ({ _attributes: attributes, _text: text })],
    [
      'SimpleXML (@attributes and #text)',
      '@attributes',
      (attributes, text) => ({ '@attributes': attributes, '#text': text }),
    ],
  ];
  for (const [converter, holder, element] of converters) {
    it(`reads ${converter}: the customer whole, the attributes as their element's fields, the dealer out`, () => {
      const { name, phone, email, notes } = readInput(adf(element, holder), 'US');
      expect({ name, phone, email }).to.deep.equal({
        name: 'Marisol Okafor',
        phone: '+15125550176',
        email: 'marisol.okafor@example.net',
      });
      expect(notes).to.contain('Do you have one in blue?').and.contain('lease').and.contain('evening');
      for (const leak of ['Lakeline', 'Internet Sales', '555-0100', 'web@', 'first', 'voice'])
        expect(notes).not.to.contain(leak);
    });
  }
});

describe("Reader (review 56): a CRM's name for the kind of record it sends", () => {
  // A CRM's webhook names the record's object type beside it (`objectName: "לקוח"`, "customer", held-out set 67): the
  // schema's word, and it became the lead's name.
  it("takes no name from an object's name", () => {
    for (const key of ['objectName', 'object_name']) {
      const { name } = readInput(
        {
          eventType: 'RecordCreated',
          [key]: 'לקוח',
          record: { telephone1: '052-6418395', emailaddress1: 'orit@example.com' },
        },
        'IL',
      );
      expect(name, key).to.equal(null);
    }
  });
});

describe('Reader (review 56): who acted on a record, named in a script without capitals', () => {
  // A Thai shop's order names the admin who checked the payment slip (`verified_by: "แอดมินฝน"`, "admin Fon"; held-out set
  // 67): a name in a script with no capitals was never taken for who acted, and reached the brief as the person's.
  it("keeps the staff name out of the brief, in any script, and the person's words in it", () => {
    const { notes } = readInput(
      {
        customer: { name: 'วรรณา ทองดี', phone: '0817342956' },
        payment: { method: 'bank_transfer', verified_by: 'แอดมินฝน', checked_by: 'Anna Ortiz' },
        handled_by: 'דנה לוי',
        note: 'ฝากห่อของขวัญด้วยนะคะ',
      },
      'TH',
    );
    expect(notes).to.contain('ฝากห่อของขวัญ');
    for (const staff of ['แอดมินฝน', 'Anna Ortiz', 'דנה']) expect(notes).not.to.contain(staff);
  });
});

describe("Reader (review 56): a labelled item's value under a key naming its type", () => {
  // A field-service tool's custom fields carry their value under a key naming its type (`{label: "Internal notes",
  // valueText: "…"}`, `{label, valueNumeric}`; held-out set 67's Jobber), as a health record's `valueString` and an
  // API's `stringValue` do: the label read as a value of its own, and the staff's note and the tool's score reached the
  // brief.
  it('reads the item as its label and value, so staff notes and the tool’s score stay out, and answers stay in', () => {
    const { notes } = readInput(
      {
        client: { firstName: 'Liam', lastName: "O'Connor", phone: '604-839-2174' },
        customFields: [
          { label: 'Lead score', valueNumeric: 72 },
          { label: 'Internal notes', valueText: 'Upsell aeration + overseeding' },
          { label: 'Gate code', valueText: '4417#' },
          { label: 'Number of trees', valueInteger: 3 },
          { label: 'Dog on site', valueBoolean: true },
        ],
      },
      'CA',
    );
    expect(notes).to.contain('Gate code: 4417#').and.contain('Number of trees: 3');
    for (const leak of ['Upsell', 'Lead score', 'valueNumeric', 'customFields']) expect(notes).not.to.contain(leak);
  });
});

describe("Reader (review 56): a person's own no, sent as false under a key naming what they tell of themselves", () => {
  // An insurance marketplace sends `homeowner: false` in the person's record (held-out set 66's MediaAlpha): their
  // answer (they rent), as `homeowner: "NO"` is; a tool's `false` flags stay out.
  it('keeps it in the brief, and the tool’s false flags out', () => {
    const { notes } = readInput(
      {
        lead: {
          contact: { first_name: 'Darnell', last_name: 'Hayes', phone: '4045813372' },
          homeowner: false,
          pets: 0,
        },
        discover_fee_charged: false,
        is_test: false,
      },
      'US',
    );
    expect(notes).to.contain('homeowner: false').and.contain('pets: 0');
    expect(notes).not.to.contain('discover_fee_charged').and.not.contain('is_test');
  });
});

describe("Reader (review 56): guards from an attacker's pass (/work/attack56)", () => {
  it("takes a name asked of an individual or an entity for the person's", () => {
    const { name } = readInput({ 'Name of individual or entity': 'Harold Finch', phone: '+12125550143' }, 'US');
    expect(name).to.equal('Harold Finch');
  });

  it('keeps the person’s chat lines signed with a word for them, in a script without capitals', () => {
    const { notes } = readInput(
      {
        customer: { name: 'วรรณา ทองดี', phone: '0817342956' },
        messages: [{ by: 'ลูกค้า', text: 'ส่งด่วนได้ไหมคะ ต้องใช้วันเสาร์' }],
      },
      'TH',
    );
    expect(notes).to.contain('ต้องใช้วันเสาร์');
  });

  it('keeps a sentence and a lender under a key naming who acted', () => {
    const { notes } = readInput(
      {
        name: 'Chen Wei',
        phone: '+886912345678',
        checked_by: '家庭醫生說是退化性關節炎',
        quoted_by: '他社で見積もり済み',
        loan: { approved_by: 'ธนาคารกรุงเทพ' },
      },
      'TW',
    );
    expect(notes).to.contain('退化性關節炎').and.contain('見積もり済み').and.contain('ธนาคารกรุงเทพ');
  });

  it('keeps answers to labels naming staff that the person wrote', () => {
    const { notes } = readInput(
      {
        name: 'Ana Ruiz',
        phone: '+34655120884',
        answers: [
          { label: 'Assigned to', value: 'Whoever speaks Mandarin, please' },
          { label: 'Agente', value: 'Ya tengo uno pero quiero cambiar' },
          { label: 'Planner', valueText: "None, we're planning it ourselves" },
        ],
      },
      'ES',
    );
    expect(notes)
      .to.contain('Whoever speaks Mandarin')
      .and.contain('quiero cambiar')
      .and.contain('planning it ourselves');
  });
});

describe("Reader (review 56): a staff member's name under a label naming staff, among typed custom fields", () => {
  it('keeps the assignee out of the brief, and the answers beside it in', () => {
    const { notes } = readInput(
      {
        client: { firstName: 'Noah', lastName: 'Tremblay', phone: '514-555-0190' },
        customFields: [
          { label: 'Assigned To', valueText: 'Kevin Park' },
          { label: 'Preferred visit day', valueText: 'Saturday morning' },
          { label: 'Pets', valueBoolean: true },
        ],
      },
      'CA',
    );
    expect(notes).to.contain('Saturday morning').and.not.contain('Kevin Park');
  });
});

describe("Reader (review 56): a fax in a list of the person's numbers, typed as one", () => {
  // A car dealer's ADF lead lists the person's numbers with their kinds (`<phone type="fax">` before `<phone
  // type="voice">`), and a CRM its phones as `{type, number}` items (/work/attack56's x11, x17): the fax came first and
  // became the lead's phone, a number no agent can call.
  it('takes the voice number, in any shape and script, and a fax only when nothing else reaches the person', () => {
    const lists: Array<[string, unknown]> = [
      [
        'ADF via xml2js',
        [
          { $: { type: 'fax' }, _: '(512) 555-0111' },
          { $: { type: 'voice' }, _: '(512) 555-0176' },
        ],
      ],
      [
        'typed values',
        [
          { type: 'Fax', value: '(512) 555-0111' },
          { type: 'mobile', value: '(512) 555-0176' },
        ],
      ],
      [
        'typed numbers',
        [
          { kind: 'FAX', number: '(512) 555-0111' },
          { kind: 'home', number: '(512) 555-0176' },
        ],
      ],
    ];
    for (const [shape, phone] of lists) {
      const { phone: read } = readInput({ customer: { name: 'Tom Reyes', email: 'tom@example.com', phone } }, 'US');
      expect(read, shape).to.equal('+15125550176');
    }
    const faxOnly = readInput(
      {
        customer: { name: 'Tom Reyes', email: 'tom@example.com', phones: [{ type: 'факс', number: '(512) 555-0111' }] },
      },
      'US',
    );
    expect(faxOnly.phone).to.equal(null);
    // With nothing else to reach the person by, the fax stands in rather than the lead being refused.
    for (const phone of [[{ type: 'fax', number: '(512) 555-0111' }], [{ type: 'fax', value: '(512) 555-0111' }]])
      expect(readInput({ customer: { name: 'Tom Reyes', phone } }, 'US').phone).to.equal('+15125550111');
  });
});

describe("Reader (review 56): a name sent as its part labelled 'full'", () => {
  // ADF writes a whole name as `<name part="full">`: relayed as JSON, `name: {part: "full", _: "Tom Reyes"}`. Beside a
  // list of typed phones it gave no name (/work/attack56's x17): only a shape beside the contact had found it.
  it('reads the name, whatever shape the phones take', () => {
    for (const phone of ['(512) 555-0176', [{ type: 'voice', _: '(512) 555-0176' }]]) {
      const { name } = readInput(
        { customer: { contact: { name: { part: 'full', _: 'Tom Reyes' }, email: 'tom@example.com', phone } } },
        'US',
      );
      expect(name).to.equal('Tom Reyes');
    }
  });
});
