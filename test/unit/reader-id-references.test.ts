import { expect } from 'chai';
import fc from 'fast-check';
import { readInput, readLead } from '../helpers/read-lead.ts';

// Answers naming their question, or their choice, only by an id the body describes elsewhere (a
// survey's response beside its definition): read under the question's text, the choice by its text,
// the definition the form's (docs/api.md §2.4). Invented bodies; keys and texts in several languages.

type Question = { id: string; heading: string; choices?: Array<[string, string]> };

function survey(questions: Question[], answers: Array<[string, { text: string } | { choice_id: string }[]]>) {
  const response = {
    id: 'r-771',
    survey_id: 'sv-9',
    pages: [
      {
        id: 'p1',
        questions: answers.map(([id, answer]) => ({ id, answers: Array.isArray(answer) ? answer : [answer] })),
      },
    ],
  };
  const definition = {
    id: 'sv-9',
    title: 'Anfrage Wärmepumpe',
    pages: [
      {
        id: 'p1',
        questions: questions.map(({ id, heading, choices }) => ({
          id,
          headings: [{ heading }],
          family: choices ? 'single_choice' : 'open_ended',
          ...(choices ? { answers: { choices: choices.map(([choiceId, text]) => ({ id: choiceId, text })) } } : {}),
        })),
      },
    ],
  };
  return { response, definition };
}

const QUESTIONS: Question[] = [
  { id: '501', heading: 'Ihr Name' },
  { id: '502', heading: 'Telefonnummer' },
  { id: '503', heading: 'E-Mail' },
  {
    id: '504',
    heading: 'Wie alt ist Ihre Heizung?',
    choices: [
      ['9001', 'Unter 5 Jahre'],
      ['9002', '10 bis 15 Jahre'],
      ['9003', 'Über 15 Jahre'],
    ],
  },
  { id: '505', heading: 'Was sollen wir wissen?' },
];
const ANSWERS: Array<[string, { text: string } | { choice_id: string }[]]> = [
  ['501', { text: 'Jonas Becker' }],
  ['502', { text: '0151 23456789' }],
  ['503', { text: 'jonas.becker@example.de' }],
  ['504', [{ choice_id: '9002' }]],
  ['505', { text: 'Der Keller ist feucht, bitte vor Ort ansehen' }],
];

describe('Reader: answers naming their question or choice by an id described elsewhere (docs/api.md §2.4)', () => {
  it("reads each answer under its question's text, a choice by its text, and leaves the choices not chosen out", () => {
    for (const first of ['response', 'definition'] as const) {
      const { response, definition } = survey(QUESTIONS, ANSWERS);
      const body = first === 'response' ? { response, survey: definition } : { survey: definition, response };
      const lead = readInput(body, 'DE');
      expect(lead).to.deep.include({ name: 'Jonas Becker', phone: '+4915123456789', email: 'jonas.becker@example.de' });
      expect(lead.notes).to.include('Wie alt ist Ihre Heizung?: 10 bis 15 Jahre');
      expect(lead.notes).to.include('Was sollen wir wissen?: Der Keller ist feucht');
      for (const notChosen of ['Unter 5 Jahre', 'Über 15 Jahre', '9002', 'headings', 'open_ended'])
        expect(lead.notes).not.to.include(notChosen);
    }
  });

  it('reads several choices of one question, each by its text', () => {
    const questions: Question[] = [
      ...QUESTIONS.slice(0, 3),
      {
        id: '506',
        heading: 'Welche Leistungen?',
        choices: [
          ['7001', 'Wartung'],
          ['7002', 'Austausch'],
          ['7003', 'Beratung'],
        ],
      },
    ];
    const { response, definition } = survey(questions, [
      ...ANSWERS.slice(0, 3),
      ['506', [{ choice_id: '7001' }, { choice_id: '7003' }]],
    ]);
    const { notes } = readInput({ response, survey: definition }, 'DE');
    expect(notes).to.include('Welche Leistungen?: Wartung').and.include('Welche Leistungen?: Beratung');
    expect(notes).not.to.include('Austausch');
  });

  it('names nothing by an id two descriptions give, nor by a key naming another record (`survey_id`)', () => {
    fc.assert(
      fc.property(fc.constantFrom('survey_id', 'form_id', 'collector_id'), (foreignKey) => {
        const { notes } = readInput({
          email: 'mia@example.com',
          answers: [
            { [foreignKey]: 'x1', budget: 'About 20k' },
            { [foreignKey]: 'x1', timeline: 'Next spring' },
          ],
          forms: [{ id: 'x1', title: 'Quote form' }],
        });
        expect(notes)
          .to.include('About 20k')
          .and.include('Next spring')
          .and.not.match(/Quote form: About/);
      }),
    );
    const twice = readInput({
      email: 'mia@example.com',
      answers: [{ id: 'q1', answers: [{ text: 'Blue please' }] }],
      a: [{ id: 'q1', title: 'Colour?' }],
      b: [{ id: 'q1', title: 'Size?' }],
    }).notes;
    expect(twice).to.include('Blue please').and.not.include('Colour?: Blue').and.not.include('Size?: Blue');
  });
});

describe('Reader: items of a list speak under the list key (docs/api.md §2.4)', () => {
  it("reads single-answer objects listed under a reply's key, away from the person, as the person's answers", () => {
    for (const key of ['answers', 'responses', 'antworten'])
      expect(
        readInput({
          contact: { email: 'mia@example.com' },
          [key]: [{ budget: 'About 20k' }, { timeline: 'Next spring' }],
        }).notes,
      )
        .to.include('About 20k')
        .and.include('Next spring');
  });
});

describe("Reader: a form's widget keys starting with `_`, when the person's own values sit under them (docs/api.md §2.4)", () => {
  it('reads the values under keys shaped like the keys of the chosen contact as answers, not hidden fields', () => {
    fc.assert(
      fc.property(fc.constantFrom('_widget_', '_field_', '_w'), fc.integer({ min: 1, max: 9 }), (prefix, seed) => {
        const key = (n: number) => `${prefix}${seed}70000000${n}`;
        const { notes, email } = readInput(
          {
            op: 'data_create',
            data: {
              _id: '6567a1b2c3d4e5f607182930',
              [key(1)]: 'Li Wei',
              [key(2)]: 'li.wei@example.cn',
              [key(3)]: ['Piano', 'Singing'],
              [key(4)]: [
                { [key(5)]: 'Elder daughter', [key(6)]: '7, beginner' },
                { [key(5)]: '小儿子', [key(6)]: '5岁，想先试听' },
              ],
              [key(7)]: 'Saturday morning',
            },
          },
          'CN',
        );
        expect(email).to.equal('li.wei@example.cn');
        for (const answer of ['Piano', 'Elder daughter', '7, beginner', '5岁，想先试听', 'Saturday morning'])
          expect(notes).to.include(answer);
        expect(notes).not.to.include('6567a1b2c3d4e5f607182930');
      }),
    );
  });

  it("still keeps a form's hidden fields out beside keys of another shape", () => {
    const { notes } = readInput({
      your_email: 'ana@example.com',
      your_message: 'Need a quote for two windows',
      _wpcf7_unit_tag: 'wpcf7-f12-p34-o1',
      _wp_http_referer: '/contact/',
    });
    expect(notes).to.include('two windows').and.not.include('wpcf7').and.not.include('/contact/');
  });
});

describe('Reader: a table row whose cells name their columns by `column_id`', () => {
  it("reads each cell under its column's title", () => {
    const body = {
      columns: [
        { id: 'c1', title: 'Full name' },
        { id: 'c2', title: 'Mobile' },
        { id: 'c3', title: 'What do you need?' },
      ],
      row: {
        cells: [
          { column_id: 'c1', text: 'Ann Berg' },
          { column_id: 'c2', text: '070-555 12 34' },
          { column_id: 'c3', text: 'A new roof' },
        ],
      },
    };
    const { input } = readLead(body, 'SE');
    expect(input).to.include({ name: 'Ann Berg', phone: '+46705551234' });
    expect(input.notes).to.equal('What do you need?: A new roof');
  });
});

// Session 37's class (blind set 41's guide 06: a survey builder's response): answers naming their question by a numeric
// `question_id`, the questions described beside them with numeric ids; the mobile number written in Persian digits.
// Invented body; made-up person.
describe('Reader: answers naming their question by a numeric id, a phone in Persian digits', () => {
  it('labels each answer by its question and reads the phone', () => {
    const body = {
      response: {
        answers: [
          { question_id: 501, answer: 'مریم رضایی' },
          { question_id: 502, answer: '۰۹۱۲ ۳۴۵ ۶۷۸۹' },
          { question_id: 503, answer: 'طراحی داخلی آشپزخانه' },
        ],
      },
      questions: [
        { id: 501, title: 'نام و نام خانوادگی', type: 'Text' },
        { id: 502, title: 'شماره موبایل', type: 'Text' },
        { id: 503, title: 'نوع خدمات', type: 'Text' },
      ],
    };
    const lead = readInput(body, 'IR');
    expect([lead.name, lead.phone]).to.deep.equal(['مریم رضایی', '+989123456789']);
    expect(lead.notes).to.equal('نوع خدمات: طراحی داخلی آشپزخانه');
  });
});

// Session 37's class (blind set 41's guide 06): a choice answered as the ids of its options, under a key of its own beside
// the question's id (`{question_id: 7004, choices: [2]}`), the options described with the question: their names.
describe("Reader: a choice's option ids beside its question's numeric id read as the options' names", () => {
  it('reads the chosen options under the question', () => {
    const body = {
      answers: [
        { question_id: 1, answer: 'Kofi Mensah' },
        { question_id: 2, answer: '+233 24 555 0198' },
        { question_id: 3, choices: [12, 14] },
      ],
      questions: [
        { id: 1, title: 'Full name', type: 'Text' },
        { id: 2, title: 'Phone', type: 'Text' },
        {
          id: 3,
          title: 'Which rooms?',
          type: 'MultipleChoice',
          choices: [
            { id: 11, name: 'Kitchen' },
            { id: 12, name: 'Bathroom' },
            { id: 13, name: 'Bedroom' },
            { id: 14, name: 'Garage' },
          ],
        },
      ],
    };
    const lead = readInput(body, 'GH');
    expect(lead.phone).to.equal('+233245550198');
    expect(lead.notes).to.equal('Which rooms?: Bathroom, Garage');
  });
});
