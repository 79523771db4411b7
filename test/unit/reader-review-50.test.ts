import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 50: classes found by held-out sets 60 and 61 and the passes over them, each on invented bodies.

describe('Reader (review 50): a question the form titled by a bare kind word', () => {
  // A form asks "Type" or "Tipo" (of home, of job) and the person picks a word: their answer, though a bare `type` key
  // is a tool's bookkeeping (`type: "lead"`) and a kind's token an event's code.
  it('keeps the word a person chose under a question titled "Type", "Tipo" or "Kind"', () => {
    const notes =
      readInput(
        {
          name: 'Ana Lima',
          phone: '+55 11 98765-4321',
          answers: [
            { question: 'Tipo', answer: 'Apartamento' },
            { question: 'Bairro', answer: 'Pinheiros' },
            { question: 'Type', answer: 'Rental' },
            { question: 'Kind', answer: 'Townhouse' },
          ],
        },
        'BR',
      ).notes ?? '';
    expect(notes).to.contain('Tipo: Apartamento');
    expect(notes).to.contain('Type: Rental');
    expect(notes).to.contain('Kind: Townhouse');
    expect(notes).to.contain('Bairro: Pinheiros');
  });

  it("keeps a tool's own kind and status out, as a key or as a code under such a question", () => {
    const notes =
      readInput({
        type: 'lead',
        name: 'Ana Lima',
        email: 'ana.lima@example.com',
        record: { kind: 'Contact', status: 'Open' },
        fields: [
          { label: 'Type', value: 'FORM_SUBMISSION' },
          { label: 'Status', value: 'Open' },
          { label: 'Service', value: 'Roof repair' },
        ],
      }).notes ?? '';
    expect(notes).to.contain('Roof repair');
    for (const value of ['lead', 'FORM_SUBMISSION', 'Open']) expect(notes).not.to.contain(value);
  });
});

describe("Reader (review 50): a survey's answers under numbered keys, the phone typed as bare digits", () => {
  // A survey tool posts each answer under its question's number (`q1`, `q2`, …) and nothing names them; the phone is
  // typed as the person typed it, digits only. It was no phone (a bare number may be an id or an amount), so the lead
  // was refused as having no contact: under a key naming nothing, digits the source's country reads as a valid number
  // are the phone, as a written one is.
  it('reads bare digits valid in the country as the phone, and the name and answers beside them', () => {
    const input = readInput(
      {
        activity: '283746192',
        name: '2024冬季全屋定制免费上门量尺预约',
        q1: '陈晓雯',
        q2: '13916628407',
        q3: '上海市闵行区',
        q4: '衣柜┋榻榻米┋书柜',
        q5: '想把次卧改成书房兼客房',
        submittime: '2024-11-20 21:14:37',
        joinid: '104928374651',
      },
      'CN',
    );
    expect(input.phone).to.equal('+8613916628407');
    expect(input.name).to.equal('陈晓雯');
    const notes = input.notes ?? '';
    for (const answer of ['上海市闵行区', '榻榻米', '次卧改成书房兼客房']) expect(notes).to.contain(answer);
    expect(notes).not.to.contain('104928374651');
  });

  it('does so in any country: ten digits in the US', () => {
    const input = readInput({ q1: 'John Smith', q2: '4155550123', q3: 'Boston, near the Common' }, 'US');
    expect(input.phone).to.equal('+14155550123');
    expect(input.name).to.equal('John Smith');
  });

  it('takes no digits that are no valid number there, nor digits under a key that names something', () => {
    expect(() => readInput({ q1: 'John Smith', q2: '1700000000', q3: 'Boston' }, 'US')).to.throw(/phone or an email/);
    expect(() => readInput({ q1: 'John Smith', order_id: '4155550123' }, 'US')).to.throw(/phone or an email/);
  });
});

describe("Reader (review 50): answers keyed by question ids, the questions' headlines sent as translations", () => {
  // A survey tool posts the answers keyed by opaque question ids, the questions apart with their headline as an object
  // of translations (`headline: {default: "…"}`), and a second map keyed by the same ids giving the seconds each
  // question took. The brief read the ids as labels and the headlines as lines of their own.
  const body = {
    event: 'responseFinished',
    data: {
      data: {
        k2m9x: 'Sanne de Vries',
        p4d8s: 'sanne.devries@example.nl',
        r7t1q: '06 41 87 22 93',
        a8s2d: ['Zonnepanelen', 'Thuisbatterij'],
        m6n0b: 'Het dak ligt op het zuidwesten.',
      },
      ttc: { k2m9x: 6120, p4d8s: 9841, r7t1q: 7012, a8s2d: 4418, m6n0b: 61744, _total: 89235 },
    },
    survey: {
      title: 'Offerte aanvraag',
      questions: [
        { id: 'k2m9x', type: 'openText', headline: { default: 'Wat is uw naam?' } },
        { id: 'p4d8s', type: 'openText', inputType: 'email', headline: { default: 'E-mailadres' } },
        { id: 'r7t1q', type: 'openText', inputType: 'phone', headline: { default: 'Telefoonnummer' } },
        { id: 'a8s2d', type: 'multipleChoiceMulti', headline: { default: 'Waar bent u in geïnteresseerd?' } },
        { id: 'm6n0b', type: 'openText', headline: { default: 'Toelichting', nl: 'Toelichting' } },
      ],
    },
  };

  it('labels each answer by its headline and keeps the timings and the headlines out', () => {
    const input = readInput(body, 'NL');
    expect(input.name).to.equal('Sanne de Vries');
    expect(input.phone).to.equal('+31641872293');
    const notes = input.notes ?? '';
    expect(notes).to.contain('Waar bent u in geïnteresseerd?: Zonnepanelen, Thuisbatterij');
    expect(notes).to.contain('Toelichting: Het dak ligt op het zuidwesten.');
    for (const text of ['a8s2d', 'm6n0b', '6120', '61744', 'Wat is uw naam?', 'headline'])
      expect(notes).not.to.contain(text);
  });

  it('labels a map of numbers answering the questions (no contact question numbered)', () => {
    const notes =
      readInput(
        {
          email: 'sanne.devries@example.nl',
          answers: { q1: 4, q2: 12 },
          questions: [
            { id: 'q1', type: 'number', headline: { default: 'Aantal panelen' } },
            { id: 'q2', type: 'number', headline: { default: 'Leeftijd dak (jaren)' } },
          ],
        },
        'NL',
      ).notes ?? '';
    expect(notes).to.contain('Aantal panelen: 4');
    expect(notes).to.contain('Leeftijd dak (jaren): 12');
  });
});

describe("Reader (review 50): a CRM's custom field labelled by its definition", () => {
  // A CRM posts a record's custom fields as `{id, definition: {id, name: "Lead source"}, value}`: the definition's name is
  // the field's label. The brief read each value under the list's key (`fields: Trade show`).
  it("reads each value under its definition's name", () => {
    const notes =
      readInput(
        {
          event: 'party/created',
          payload: [
            {
              id: 248931027,
              firstName: 'Callum',
              lastName: 'McAllister',
              emailAddresses: [{ id: 501823, type: 'Work', address: 'callum@example.co.uk' }],
              fields: [
                { id: 9912031, definition: { id: 40112, name: 'Lead source' }, value: 'Trade show' },
                {
                  id: 9912033,
                  definition: { id: 40114, name: 'Preferred contact time' },
                  value: 'Tues/Thurs afternoons',
                },
              ],
            },
          ],
        },
        'GB',
      ).notes ?? '';
    expect(notes).to.contain('Lead source: Trade show');
    expect(notes).to.contain('Preferred contact time: Tues/Thurs afternoons');
    expect(notes).not.to.contain('fields:');
  });
});
