import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 38's class (blind set 42's guide 05, a survey tool's answer event: `payload: {survey_id, …, answer: [{id,
// questions: [{title, type, text}, …]}]}`): an object holding a value's key (`answer`) and no label is a wrapper only
// when its value is a value; a list of documents there, each holding a list of records, is walked as the records it holds.
// It was read as one value (every text of the survey joined), and the lead, whose name and phone are only answers there,
// was refused. A typed question's `text` (`{title, type: "textarea", text}`) is its answer, as one typed `text` was. Invented body.
describe('Reader: a list of documents under a value key is walked, not read as one value', () => {
  const body = {
    id: '0f3c2a10-9d2e-4b7a-8c61-5e4d3b2a1c00',
    action: 'answer.create',
    payload: {
      survey_id: 20931746,
      respondent_id: 71009284613,
      started_at: '2026-04-02 10:01:12',
      city: 'Hangzhou',
      answer: [
        {
          id: 'p-1-Qw8e',
          questions: [
            { id: 'q-1-Ab3d', title: 'Your name', type: 'text', text: 'Lin Yue' },
            { id: 'q-2-Cd5f', title: 'Mobile number', type: 'text', text: '13812345678' },
            { id: 'q-3-Ef7h', title: 'Anything else?', type: 'textarea', text: 'Weekend classes suit us best' },
          ],
        },
      ],
    },
  };

  it('finds the name and the phone among the answers', () => {
    const lead = readInput(body, 'CN');
    expect(lead.name).to.equal('Lin Yue');
    expect(lead.phone).to.equal('+8613812345678');
  });

  it("keeps the person's words under their question", () => {
    expect(readInput(body, 'CN').notes).to.contain('Anything else?: Weekend classes suit us best');
  });
});

// The same survey's choice questions list the options chosen beside an empty `text` (`{title, type: "radio", text: "",
// options: [{id, text}]}`): their texts are the answer. A question answered in its `text` keeps that. Invented body.
describe("Reader: a typed question's listed options beside its empty answer are the ones chosen", () => {
  const question = (title: string, type: string, text: string, options: string[]) => ({
    id: `q-${title.length}`,
    title,
    type,
    text,
    options: options.map((option, i) => ({ id: `o-${i + 101}`, text: option })),
  });
  const body = {
    payload: {
      answer: [
        {
          id: 'p-1-Zx',
          questions: [
            question('Your name', 'text', 'Lin Yue', []),
            question('Mobile number', 'text', '13812345678', []),
            question('Which course?', 'radio', '', ['Scratch coding']),
            question('Which days suit you?', 'checkbox', '', ['Saturday morning', 'Sunday afternoon']),
          ],
        },
      ],
    },
  };

  it('reads the options chosen under their questions', () => {
    const { notes } = readInput(body, 'CN');
    expect(notes).to.contain('Which course?: Scratch coding');
    expect(notes).to.contain('Which days suit you?: Saturday morning, Sunday afternoon');
  });
});
