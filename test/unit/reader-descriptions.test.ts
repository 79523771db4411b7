import { expect } from 'chai';
import fc from 'fast-check';
import { readLead } from '../helpers/read-lead.ts';

// Answers keyed by opaque ids, their labels only in a list of descriptions elsewhere in the body
// (docs/api.md §2.4): the reader goes by the principle, whatever the keys are called.
const read = (body: Record<string, unknown>) => readLead(body);

// Invented key names: no sender is known to use these, so only the principle can read them.
const descriptions = (idKey: string, labelKey: string, typeKey: string) => [
  { [labelKey]: 'Your full name', [typeKey]: 'text', [idKey]: 'q_91' },
  { [labelKey]: 'Contact e-mail', [typeKey]: 'email', [idKey]: 'q_92' },
  { [labelKey]: 'Best number to reach you', [typeKey]: 'tel', [idKey]: 'q_93' },
  { [labelKey]: 'Anything else?', [typeKey]: 'textarea', [idKey]: 'q_94' },
];
const answers = {
  q_91: 'Zora Invented',
  q_92: 'zora.invented@example.com',
  q_93: '650 555 0111',
  q_94: 'Mornings are best.',
};

describe('Answers keyed by ids that a list of descriptions labels', () => {
  it('reads the person under the labels the descriptions give, whatever the keys, where the list sits and in which order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('id', 'ID', 'key', 'ref'),
        fc.constantFrom('title', 'Title', 'label', 'question'),
        fc.constantFrom('type', 'Type', 'kind', 'field_type'),
        fc.constantFrom('text', 'nested', 'plain'),
        fc.boolean(),
        (idKey, labelKey, typeKey, where, descriptionsFirst) => {
          const list = { items: descriptions(idKey, labelKey, typeKey) };
          const described =
            where === 'text'
              ? { form_meta: JSON.stringify(list) }
              : where === 'nested'
                ? { meta: { form: list } }
                : list;
          const body = descriptionsFirst ? { ...described, ...answers } : { ...answers, ...described };
          const { input, picked } = read(body);
          expect(input).to.include({
            name: 'Zora Invented',
            phone: '+16505550111',
            email: 'zora.invented@example.com',
          });
          expect(picked).to.deep.equal({ name: '/q_91', email: '/q_92', phone: '/q_93' });
          expect(input.notes).to.contain('Anything else?: Mornings are best.');
          // The descriptions themselves are the form's structure, not the person's answers.
          expect(input.notes).not.to.contain('textarea');
        },
      ),
    );
  });

  it('without the descriptions, the same ids say nothing: values are read by their shapes beside the email', () => {
    // Session 25: a number written as a phone and valid in the source's country, under an id beside the email read
    // by its shape, is the phone (as it is with no email at all: unlabelledPhone); a number in no phone's writing is none.
    const { input } = read({ ...answers });
    expect(input.phone).to.equal('+16505550111');
    expect(input.email).to.equal('zora.invented@example.com');
    expect(read({ ...answers, q_93: '6505550111' }).input.phone).to.equal(null);
  });

  it('a sub-question names its id more exactly than its question (a name\'s "First", "Last"); a checked option is read under its question', () => {
    const structure = {
      Fields: [
        {
          Title: 'Name',
          Type: 'shortname',
          ID: 'F1',
          SubFields: [
            { ID: 'F1', Label: 'First' },
            { ID: 'F2', Label: 'Last' },
          ],
        },
        { Title: 'Email', Type: 'email', ID: 'F3' },
        {
          Title: 'Services',
          Type: 'checkbox',
          ID: 'F4',
          SubFields: [
            { ID: 'F4', Label: 'Solar' },
            { ID: 'F5', Label: 'Storage' },
          ],
        },
      ],
    };
    const { input, picked } = read({
      F1: 'Ada',
      F2: 'Tester',
      F3: 'ada@example.com',
      F4: 'Solar',
      F5: '',
      Structure: JSON.stringify(structure),
    });
    expect(input).to.include({ name: 'Ada Tester', email: 'ada@example.com' });
    expect(picked).to.include({ firstName: '/F1', lastName: '/F2' });
    expect(input.notes).to.equal('Services: Solar');
  });

  it('a list of questions with an id and a title only (no type) labels the answers keyed by those ids, and leaves the brief', () => {
    // Invented: answers keyed by bare numbers, their questions in Hindi in a list beside them.
    const body = {
      submission: 'sb_55120',
      replies: {
        '11': 'Meera Invented',
        '12': '098765 43210',
        '13': 'meera.invented@example.com',
        '14': 'Two rooms, ground floor',
      },
      prompts: [
        { id: '11', title: 'पूरा नाम' },
        { id: 12, title: 'मोबाइल नंबर' },
        { id: '13', title: 'ईमेल' },
        { id: '14', title: 'आपको क्या चाहिए?' },
      ],
    };
    const { input, picked, roles } = readLead(body, 'IN');
    expect(input).to.include({ name: 'Meera Invented', phone: '+919876543210', email: 'meera.invented@example.com' });
    expect(picked).to.include({ name: '/replies/11', phone: '/replies/12' });
    expect(input.notes).to.equal('आपको क्या चाहिए?: Two rooms, ground floor');
    // The questions are the form's structure: read as labels, not as values of their own.
    expect(Object.keys(roles).filter((pointer) => pointer.startsWith('/prompts'))).to.deep.equal([]);
  });

  it('a list of {id, title} items whose ids key no answer is read as any list is: its values stay, its titles label nothing', () => {
    const { input, roles } = read({
      email: 'ola@example.com',
      '7': 'Kitchen remodel',
      tags: [{ id: '8', title: 'VIP' }],
    });
    expect(roles).to.have.property('/tags/0/title');
    expect(input.notes).not.to.contain('VIP:');
  });

  // A CRM's list of {id, title} items (contacts, tags) whose ids key custom fields elsewhere is taken for questions:
  // its items' own values leave the brief, but a contact block below an item is no question's text.
  it("an {id, title} list labelling answers keeps what is nested below its items: the person's contact block", () => {
    const body = {
      custom_fields: { '1': 'Roof repair', '2': 'Next week' },
      contacts: [
        { id: 1, title: 'Primary', details: { email: 'ada@example.com', phone: '+1 415 555 0100' } },
        { id: 2, title: 'When' },
      ],
    };
    const { input } = read(body);
    expect(input).to.include({ phone: '+14155550100', email: 'ada@example.com' });
    expect(input.notes).to.contain('Primary: Roof repair');
  });

  it('an {id, title} list only one of whose ids keys an answer labels nothing (a tag list beside custom fields)', () => {
    const { input, roles } = read({
      email: 'ola@example.com',
      tags: [{ id: '1', title: 'hot' }],
      custom_fields: { '1': '3 bedrooms', notes_for_agent: 'Call after six' },
    });
    expect(input.notes).not.to.contain('hot:');
    expect(roles).to.have.property('/tags/0/title');
  });

  it('hostile descriptions: ids named like Object.prototype members, ids no answer uses, 10,000 of them, deep nesting: read, never thrown', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ title: `Question ${i}`, type: 'text', id: `x${i}` }));
    const hostile = [
      { title: 'Email', type: 'email', id: '__proto__' },
      { title: 'Phone', type: 'phone', id: 'constructor' },
      { title: 'Name', type: 'text', id: 'toString' },
      { title: 'Nobody answered this', type: 'phone', id: 'missing' },
      ...many,
    ];
    let deep: Record<string, unknown> = { questions: hostile };
    for (let i = 0; i < 25; i++) deep = { level: deep };
    const body = JSON.parse(
      '{"__proto__": "eve@example.com", "constructor": "+1 650 555 0122", "toString": "Eve Example"}',
    );
    const { input } = read({ ...body, ...deep });
    expect(input).to.include({ name: 'Eve Example', phone: '+16505550122', email: 'eve@example.com' });
    expect(Object.getPrototypeOf(input.fields)).to.equal(Object.prototype);
  });
});

// A form's labels in an object keyed as its answers are (docs/api.md §2.4): `{fields: {field_1: …}, labels: {field_1: "Your name"}}`.
describe('Answers keyed by numbered fields, their labels in an object keyed alike', () => {
  const ANSWERS = {
    f_1: 'Priya Nair',
    f_2: 'priya.nair@example.com',
    f_3: '07700 900123',
    f_4: 'We need a kitchen extension, about 20m2, ideally in March',
    f_5: 'Evenings',
  };
  const LABELS = {
    f_1: 'Your name',
    f_2: 'Email',
    f_3: 'Mobile number',
    f_4: 'Tell us about your project',
    f_5: 'Best time to call',
  };
  const rename = (object: Record<string, string>, key: (n: string) => string) =>
    Object.fromEntries(Object.entries(object).map(([k, v]) => [key(k.slice(2)), v]));
  it("reads each answer under its label, whatever the keys, the objects and their order; the labels are the form's", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          (n: string) => `field_${n}`,
          (n: string) => n,
          (n: string) => `q${n}`,
          (n: string) => `input_${n}`,
          (n: string) => `G01Q0${n}`,
          (n: string) => `f_${n}`,
        ),
        fc.constantFrom(['fields', 'labels'], ['values', 'titles'], ['data', 'meta'], ['submission', 'field_labels']),
        fc.boolean(),
        (key, [answersKey, labelsKey], labelsFirst) => {
          const answers = rename(ANSWERS, key);
          const labels = rename(LABELS, key);
          const body = labelsFirst
            ? { [labelsKey]: labels, [answersKey]: answers, form: 'Kitchen quote' }
            : { form: 'Kitchen quote', [answersKey]: answers, [labelsKey]: labels };
          // A British number written nationally is a phone only under a label asking for one.
          const { input } = readLead(body, 'GB');
          expect(input).to.include({ name: 'Priya Nair', phone: '+447700900123', email: 'priya.nair@example.com' });
          expect(input.notes).to.include('Tell us about your project: We need a kitchen extension');
          expect(input.notes).to.include('Best time to call: Evenings');
          expect(input.notes).not.to.include('Mobile number').and.not.to.include(': Your name');
        },
      ),
      { numRuns: 40 },
    );
  });
  it("reads a choice sent as a code by its option's text, under the question's label", () => {
    const body = {
      fields: { field_1: 'Priya Nair', field_2: 'priya.nair@example.com', field_4: '2' },
      labels: { field_1: 'Your name', field_2: 'Email', field_4: 'Budget' },
      choices: { field_4: { 1: 'Under £10k', 2: '£10k–£25k', 3: 'Over £25k' } },
    };
    const { notes } = read(body).input;
    expect(notes).to.include('Budget: £10k–£25k').and.not.include('Under £10k');
  });
  it('two objects of answers keyed alike (a billing and a shipping address) label nothing', () => {
    const body = {
      name: 'Priya Nair',
      email: 'priya.nair@example.com',
      billing: { line_1: '12 Mill Lane', line_2: 'Flat 3' },
      shipping: { line_1: '40 Canal Street', line_2: 'Unit 7' },
    };
    const { notes } = read(body).input;
    expect(notes).to.include('12 Mill Lane').and.include('40 Canal Street');
  });
});

// A survey's definition names each question by a machine `name` beside its `title`, choices by `value` beside `text`;
// the result keys its answers by those names (docs/api.md §2.4).
describe('Answers keyed by the machine names a definition gives its questions beside their titles', () => {
  const definition = {
    title: 'Equipment financing',
    pages: [
      {
        name: 'page1',
        elements: [
          { type: 'text', name: 'question1', title: 'Full name' },
          { type: 'text', name: 'question2', title: 'Email', inputType: 'email' },
          { type: 'text', name: 'question3', title: 'Mobile phone' },
          {
            type: 'radiogroup',
            name: 'question4',
            title: 'Years in practice',
            choices: [
              { value: 'item1', text: 'Less than 2 years' },
              { value: 'item2', text: '2 to 5 years' },
              { value: 'item3', text: 'More than 5 years' },
            ],
          },
          {
            type: 'checkbox',
            name: 'question5',
            title: 'Equipment needed',
            choices: [
              { value: 'item1', text: 'Intraoral scanner' },
              { value: 'item2', text: 'CBCT imaging' },
              { value: 'item3', text: '3D printer' },
            ],
          },
          { type: 'comment', name: 'question6', title: 'Tell us about your plans' },
        ],
      },
    ],
  };
  const result = {
    question1: 'Sarah Kim',
    question2: 'sarah.kim@example.com',
    question3: '(971) 300-6642',
    question4: 'item2',
    question5: ['item1', 'item3'],
    question6: 'Adding clear aligners, two chairs, in the fall',
  };
  it('reads the person and each answer under its title, a choice by its text, as objects or JSON texts', () => {
    for (const asText of [false, true]) {
      const body = asText
        ? { postId: 'p-1', surveyResult: JSON.stringify(result), surveyJson: JSON.stringify(definition) }
        : { postId: 'p-1', surveyResult: result, surveyJson: definition };
      const { input } = read(body);
      expect(input, String(asText)).to.include({
        name: 'Sarah Kim',
        phone: '+19713006642',
        email: 'sarah.kim@example.com',
      });
      expect(input.notes).to.include('Years in practice: 2 to 5 years');
      expect(input.notes).to.include('Equipment needed: Intraoral scanner, 3D printer');
      expect(input.notes).to.include('Tell us about your plans: Adding clear aligners');
      expect(input.notes).not.to.include('CBCT imaging').and.not.to.include('item');
      // The definition's own title is the form's.
      if (asText) expect(input.notes).to.include('form: Equipment financing');
    }
  });
});

// A form's questions and answers as two lists side by side, or as a list of [question, answer] pairs (docs/api.md §2.4).
describe('Answers in a list beside a list of their labels, or in a list of pairs', () => {
  it("reads each value under the label at its place, the labels the form's", () => {
    for (const [labelsKey, valuesKey] of [
      ['fields', 'values'],
      ['headers', 'row'],
      ['k', 'v'],
    ]) {
      const body = {
        [labelsKey]: ['Name', 'Phone', 'Email', 'Budget', 'Message'],
        [valuesKey]: ['Ann Berg', '070-555 12 34', 'ann.berg@example.se', '50-100k', 'Need a new roof'],
      };
      const { input } = readLead(body, 'SE');
      expect(input, labelsKey).to.include({ name: 'Ann Berg', phone: '+46705551234', email: 'ann.berg@example.se' });
      expect(input.notes.split('\n'), labelsKey).to.deep.equal(['Budget: 50-100k', 'Message: Need a new roof']);
    }
  });
  it('reads a list of [question, answer] pairs', () => {
    const body = {
      answers: [
        ['Your name', 'Ann Berg'],
        ['Phone', '070-555 12 34'],
        ['Project', 'A new roof before winter'],
      ],
    };
    const { input } = readLead(body, 'SE');
    expect(input).to.include({ name: 'Ann Berg', phone: '+46705551234' });
    expect(input.notes).to.equal('Project: A new roof before winter');
  });
  it('leaves two lists of values alike alone (a list of tags beside a list of ids)', () => {
    const body = { email: 'ann.berg@example.se', tags: ['hot', 'roof', 'spring'], ids: ['a1', 'b2', 'c3'] };
    expect(readLead(body, 'SE').input.notes).to.include('hot, roof, spring');
  });
});

describe('Answers keyed `f_1`… beside their questions, an engineer sent to the job beside them', () => {
  it("reads the person, not the engineer, and the brief the person's answers", () => {
    const body = {
      event_id: 'evt_7f3a9c',
      form: { id: 'frm_441', title: 'Boiler service booking' },
      answers: { f_1: 'Gemma Hughes', f_2: '07700 900456', f_3: 'gemma.hughes@example.co.uk', f_4: 'Combi' },
      questions: { f_1: 'Your name', f_2: 'Best number to reach you', f_3: 'Email', f_4: 'Boiler type' },
      engineer: { name: 'Tom Price', phone: '020 7946 0999' },
    };
    const { input } = readLead(body, 'GB');
    expect(input).to.include({ name: 'Gemma Hughes', phone: '+447700900456', email: 'gemma.hughes@example.co.uk' });
    expect(input.notes).to.include('Boiler type: Combi').and.not.include('Tom Price');
  });
});

describe('Answers keyed by a field key a description gives beside its own id (`{id: "101", field_key: "qh4ab", name}`)', () => {
  it('reads the answers under their questions and the person by their labels', () => {
    const body = {
      entry: {
        id: '4821',
        meta: {
          a1x9q: 'Marta',
          b7k2w: 'Gil Soler',
          c3m8e: 'marta.gil@example.es',
          d5p0r: '611 22 33 44',
          e9t4y: 'Cambiar las ventanas del salón',
        },
      },
      fields: [
        { id: '201', field_key: 'a1x9q', name: 'Nombre', type: 'text' },
        { id: '202', field_key: 'b7k2w', name: 'Apellidos', type: 'text' },
        { id: '203', field_key: 'c3m8e', name: 'Correo', type: 'email' },
        { id: '204', field_key: 'd5p0r', name: 'Teléfono', type: 'phone' },
        { id: '205', field_key: 'e9t4y', name: '¿Qué necesitas?', type: 'textarea' },
      ],
    };
    const { input } = readLead(body, 'ES');
    expect(input).to.include({ name: 'Marta Gil Soler', phone: '+34611223344', email: 'marta.gil@example.es' });
    expect(input.notes).to.include('¿Qué necesitas?: Cambiar las ventanas del salón').and.not.include('e9t4y');
  });
});

describe('Answers keyed `q1`… beside a list of questions naming them by `q`, choices sent by their place in a list of texts', () => {
  it('reads each answer under its question, a choice by its text', () => {
    const body = {
      activity: '551203',
      name: 'Spring course enquiry',
      q1: 'Hana Kovačová',
      q2: '+421 905 123 456',
      q3: 'Business English',
      q4: '2',
      q5: '1|3',
      questions: [
        { q: 'q1', title: 'Your name' },
        { q: 'q2', title: 'Mobile' },
        { q: 'q3', title: 'Course' },
        { q: 'q4', title: 'Current level', options: ['Beginner', 'Intermediate', 'Advanced'] },
        { q: 'q5', title: 'Preferred days', options: ['Monday', 'Wednesday', 'Friday'] },
      ],
    };
    const { input } = readLead(body, 'SK');
    expect(input).to.include({ name: 'Hana Kovačová', phone: '+421905123456' });
    expect(input.notes)
      .to.include('Course: Business English')
      .and.include('Current level: Intermediate')
      .and.include('Preferred days: Monday, Friday')
      .and.not.include('Your name')
      .and.not.include('Advanced');
  });
});
