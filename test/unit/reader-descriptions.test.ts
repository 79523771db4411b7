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

  it('without the descriptions, the same ids say nothing: the national number is not taken as a phone', () => {
    const { input } = read({ ...answers });
    expect(input.phone).to.equal(null);
    expect(input.email).to.equal('zora.invented@example.com');
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
