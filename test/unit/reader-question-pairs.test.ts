import { expect } from 'chai';
import { readInput, readLead } from '../helpers/read-lead.ts';

// Session 31's class (blind set 34's guide 06 and 18: bookings with Icelandic and Slovak keys). A question and its
// answer under two keys no vocabulary reads (`{spurning: "Hver er ástæða komunnar?", svar: "Verkir í mjóbaki"}`,
// `{otazka, odpoved}`): the text asking, by its question mark, is the label, the other the answer, so the brief reads
// `question: answer`. Keys the vocabulary reads (`subject`, `message`) are read as they were. Invented bodies; made-up
// people and businesses.

describe('Reader: a question and its answer under keys no vocabulary reads', () => {
  it('reads each pair as a question answered', () => {
    const body = {
      viðskiptavinur: { nafn: 'Anna Sigurðardóttir', sími: '+354 861 0000', netfang: 'anna.s@example.is' },
      spurningar: [
        { spurning: 'Hver er ástæða komunnar?', svar: 'Verkir í öxl' },
        { spurning: 'Hefur þú komið áður?', svar: 'Nei' },
      ],
      formular: [{ otazka: 'Užívate lieky na riedenie krvi?', odpoved: 'Nie, žiadne' }],
    };
    const { notes } = readInput(body, 'IS');
    expect(notes).to.contain('Hver er ástæða komunnar?: Verkir í öxl');
    expect(notes).to.contain('Hefur þú komið áður?: Nei');
    expect(notes).to.contain('Užívate lieky na riedenie krvi?: Nie, žiadne');
  });

  it('leaves a message with a subject as it was', () => {
    const body = {
      name: 'Ann Lee',
      email: 'ann.lee@example.com',
      inquiry: { subject: 'Can you fix a leaking tap?', message: 'Kitchen tap drips all night' },
    };
    const { notes } = readInput(body, 'US');
    expect(notes).not.to.contain('Can you fix a leaking tap?: Kitchen tap');
  });

  it("reads no sender's word nor a question's id as the answer", () => {
    const body = {
      name: 'Ann Lee',
      email: 'ann.lee@example.com',
      messages: [{ from: 'customer', body: 'Do you clean gutters on two-story houses?' }],
      a: [{ id: 'q1', title: 'Colour?' }],
    };
    const { notes } = readInput(body, 'US');
    expect(notes).not.to.contain('houses?: customer');
    expect(notes).not.to.contain('Colour?: q1');
  });

  // Review 39: one row whose other key says what it is (a user, a status, a role, a time, a staff member).
  it('reads no row whose keys say what it is as a question answered', () => {
    const rows = [
      { user: 'Max Roth', text: 'Is this still available?' },
      { question: 'Do you ship to Canada?', status: 'unanswered' },
      { role: 'assistant', content: 'What is your budget?' },
      { question: 'Gift message?', created_at: '2025-06-01T10:00:00Z' },
      { q: 'Czy potrzebujesz faktury?', agent: 'Ewa Nowak' },
    ];
    for (const row of rows) {
      const { notes } = readInput({ name: 'Ann Lee', email: 'ann.lee@example.com', list: [row] }, 'US');
      const [asking, other] = Object.values(row).sort((a, b) => Number(b.endsWith('?')) - Number(a.endsWith('?')));
      expect(notes ?? '', JSON.stringify(row)).not.to.contain(`${asking}: ${other}`);
    }
  });
});

// Session 36's class (blind set 39's guide 02: a survey tool's response): each question's text under `heading`, its
// answers in a list of `{text, simple_text}` or a choice's `{choice_id, simple_text}`. Invented body; made-up person.
describe("Reader: a survey's questions by their `heading`, answered in a list of `simple_text`s", () => {
  it('reads the person from the answers and each choice under its question', () => {
    const question = (heading: string, answers: object[]) => ({ id: '5521', heading, family: 'open_ended', answers });
    const body = {
      id: '99120045',
      response_status: 'completed',
      pages: [
        {
          id: '7001',
          questions: [
            question('Nom complet', [{ text: 'Élodie Marchand', simple_text: 'Élodie Marchand' }]),
            question('Téléphone portable', [{ text: '06 12 34 56 78', simple_text: '06 12 34 56 78' }]),
            question('Adresse e-mail', [{ text: 'elodie.m@example.fr', simple_text: 'elodie.m@example.fr' }]),
            question('Quel type de chaudière ?', [{ choice_id: '88123', simple_text: 'Pompe à chaleur' }]),
            question('Quand vous rappeler ?', [
              { choice_id: '88130', simple_text: 'Le matin' },
              { choice_id: '88131', simple_text: 'Le samedi' },
            ]),
          ],
        },
      ],
    };
    const { input } = readLead(body, 'FR');
    expect([input.name, input.phone, input.email]).to.deep.equal([
      'Élodie Marchand',
      '+33612345678',
      'elodie.m@example.fr',
    ]);
    expect(input.notes).to.include('Quel type de chaudière ?: Pompe à chaleur');
    expect(input.notes).to.include('Quand vous rappeler ?: Le matin').and.include('Le samedi');
    expect(input.notes).not.to.include('simple_text');
  });
});

// Session 37's class (a survey's response as its tool sends it without `simple_text`, and a form's question list with
// its answers as a list): a question's `answers` beside its label is its answer, each item's text read. Invented bodies.
describe("Reader: a question's `answers` list beside its label is what the person answered", () => {
  it('reads the person and the comment from `{heading, answers: [{text}]}`', () => {
    const question = (heading: string, text: string) => ({ heading, answers: [{ text }] });
    const body = {
      response: {
        pages: [
          {
            questions: [
              question('Nombre', 'Luis Ortega'),
              question('Correo electrónico', 'luis.o@example.mx'),
              question('Teléfono', '55 1234 5678'),
              question('Comentarios adicionales', 'Prefiero llamada por la tarde'),
            ],
          },
        ],
      },
    };
    const { input } = readLead(body, 'MX');
    expect([input.name, input.phone, input.email]).to.deep.equal(['Luis Ortega', '+525512345678', 'luis.o@example.mx']);
    expect(input.notes).to.equal('Comentarios adicionales: Prefiero llamada por la tarde');
  });

  it('reads `{question, answers: [{value}]}` items, a choice of two as both', () => {
    const body = {
      questions: [
        { question: 'Full name', answers: [{ value: 'Noor Haddad' }] },
        { question: 'Email', answers: [{ value: 'noor.h@example.org' }] },
        { question: 'Which rooms?', answers: [{ value: 'Kitchen' }, { value: 'Bathroom' }] },
      ],
    };
    const { input } = readLead(body, 'US');
    expect([input.name, input.email]).to.deep.equal(['Noor Haddad', 'noor.h@example.org']);
    expect(input.notes).to.include('Which rooms?: Kitchen').and.include('Bathroom');
    expect(input.notes).not.to.include('questions');
  });
});

// Session 37's class (blind set 40's guide 04: a quiz builder's lead): each answer as `{q, a}`, the question and the
// answer abbreviated, sent again in a raw copy with the answer as a list and an id (`{q, a: [...], id}`): read as
// `question: answer`, said once. Invented body; made-up person.
describe("Reader: a quiz's answers as `{q, a}`, and their raw copy, read once under their questions", () => {
  it('reads each answer under its question and drops the copy', () => {
    const qa = [
      ['Тип дома', 'Кирпичный, 1998 года'],
      ['Сколько окон менять?', '5 окон и балконный блок'],
    ];
    const body = {
      answers: qa.map(([q, a]) => ({ q, a })),
      contacts: { name: 'Илья Воронов', phone: '+7 916 204-33-17' },
      raw: qa.map(([q, a], i) => ({ q, a: [a], id: `b${i + 1}` })),
    };
    const { notes } = readInput(body, 'RU');
    expect(notes).to.equal('Тип дома: Кирпичный, 1998 года\nСколько окон менять?: 5 окон и балконный блок');
  });
});

// Session 37's class (a survey tool's response, probed from its documented shape): a checkbox question holding no answer
// of its own, its chosen options as records keyed by their ids, each with its `answer` (`{question, options: {"10031":
// {id, option, answer}}}`): the question's answer is the options' answers. Invented body.
describe("Reader: a question's chosen options keyed by id, each with its answer, answer the question", () => {
  it('reads the chosen options under the question', () => {
    const body = {
      survey_data: {
        '2': { id: 2, type: 'TEXTBOX', question: 'Full name', answer: 'Marcus Bell', shown: true },
        '3': { id: 3, type: 'EMAIL', question: 'Email', answer: 'marcus.bell@example.com', shown: true },
        '6': {
          id: 6,
          type: 'CHECKBOX',
          question: 'What interests you?',
          options: {
            '10031': { id: 10031, option: 'Solar panels', answer: 'Solar panels' },
            '10033': { id: 10033, option: 'Battery storage', answer: 'Battery storage' },
          },
          shown: true,
        },
      },
    };
    const { notes } = readInput(body, 'US');
    expect(notes).to.equal('What interests you?: Solar panels, Battery storage');
  });
});

// Session 38's class (blind set 42's guide 07, a survey tool's completed response: `answers: [{type: "single",
// question: {id, body}, choice: {id, body, comment: null}}]`): the option chosen under `choice` beside its question is
// the answer, read as its one text (`body`), its id and empty comment left out. The first such choice was lost, the
// others read as `choice body: …` with no question. Invented body.
describe("Reader: a question's chosen option under `choice` is its answer", () => {
  it('reads each choice by its text under its question', () => {
    const answer = (id: number, question: string, choice: string) => ({
      type: 'single',
      question: { id, body: question },
      choice: { id: id * 10, body: choice, comment: null },
    });
    const { notes } = readInput(
      {
        respondent: { attributes: { email: 'ola.nowak@example.pl', first_name: 'Ola', last_name: 'Nowak' } },
        answers: [
          answer(401, 'Jakiego zabiegu dotyczy zapytanie?', 'Wybielanie zębów'),
          answer(402, 'Kiedy chcesz zacząć?', 'W ciągu tygodnia'),
        ],
      },
      'PL',
    );
    expect(notes).to.contain('Jakiego zabiegu dotyczy zapytanie?: Wybielanie zębów');
    expect(notes).to.contain('Kiedy chcesz zacząć?: W ciągu tygodnia');
    expect(notes).not.to.contain('4010').and.not.to.contain('4020');
  });
});

// Session 38's class (blind set 42's guide 02, a quiz funnel's finished participant: `questions: [{id, type,
// question_text, answered_correctly: null, answers_given: [{response_text, value: null}]}]`): each question's answers
// given are its answer, a choice's null value being none (its text is the answer) and an amount's range too
// (`₪800–₪1,200`, no letter in it). The range was lost and the typed answers read as `answers_given response_text`.
describe("Reader: a quiz's answers given under each question", () => {
  it('reads every answer under its question', () => {
    const question = (text: string, type: string, answers: string[], withValue: boolean) => ({
      id: 700 + text.length,
      type,
      question_text: text,
      answered_correctly: null,
      answers_given: answers.map((answer) =>
        withValue ? { response_text: answer, value: null } : { response_text: answer },
      ),
    });
    const { notes } = readInput(
      {
        payload: {
          personal_data: { first_name: 'Dana', last_name: 'Mor', phone: '052-718-4406' },
          questions: [
            question('Monthly electricity bill?', 'single-choice', ['₪800–₪1,200'], true),
            question('What interests you?', 'multiple-choice', ['Solar panels', 'Battery'], true),
            question('When should we call?', 'text', ['After 17:00 on weekdays'], false),
          ],
        },
      },
      'IL',
    );
    expect(notes).to.contain('Monthly electricity bill?: ₪800–₪1,200');
    expect(notes).to.contain('What interests you?: Solar panels, Battery');
    expect(notes).to.contain('When should we call?: After 17:00 on weekdays');
  });
});
