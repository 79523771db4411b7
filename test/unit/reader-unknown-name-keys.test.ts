import { expect } from 'chai';
import { personOf, readLead } from '../helpers/read-lead.ts';

// Session 31's class (blind set 34's guide 06: a clinic's booking with Icelandic keys). A name's key in a language
// the vocabulary did not hold, written in Latin letters (`nafn`, Icelandic; `ism`, Uzbek), now in it (review 37: read by
// shape alone, a short unknown key took a firm's name, `fyr: "Jónsson Bygg"` by `jonsson.bygg@gmail.com`); and fold()
// reads ð, þ, æ and ə as people write them in an address. Invented bodies; made-up people and businesses.

describe('Reader: a name under a short key in Latin letters no vocabulary reads', () => {
  it('reads the client beside the staff member and the firm (Icelandic)', () => {
    const body = {
      type: 'event.created',
      data: {
        þjónusta: { heiti: 'Nudd (30 mín)' },
        viðskiptavinur: {
          nafn: 'Sigríður Björk Jónsdóttir',
          sími: '+354 861 2233',
          netfang: 'sigridur.bjork@example.is',
        },
        starfsmaður: { nafn: 'Kári Stefánsson', sími: '698 1100', netfang: 'kari@nuddstofan.is' },
        fyrirtæki: { nafn: 'Nuddstofan Laugavegi', sími: '551 2000' },
      },
    };
    expect(personOf(body, 'IS')).to.deep.equal({
      name: 'Sigríður Björk Jónsdóttir',
      phone: '+3548612233',
      email: 'sigridur.bjork@example.is',
    });
  });

  it('reads the client beside the operator (Uzbek)', () => {
    const body = {
      kurs: 'IELTS intensiv',
      mijoz: { ism: 'Nodira Xasanova', telefon: '+998 90 765 43 21', email: 'nodira.xasanova@example.uz' },
      operator: { ism: 'Jasur Karimov', telefon: '+998 71 200 45 45', email: 'jasur@everest-edu.uz' },
    };
    expect(personOf(body, 'UZ')).to.deep.equal({
      name: 'Nodira Xasanova',
      phone: '+998907654321',
      email: 'nodira.xasanova@example.uz',
    });
  });

  it("takes no firm's name from a short unknown key its address carries", () => {
    const body = {
      fyr: 'Jónsson Bygg',
      tlf: '+354 861 2233',
      netfang: 'jonsson.bygg@gmail.com',
      verk: 'Nýtt þak á bílskúr',
    };
    expect(personOf(body, 'IS').name).to.equal(null);
  });
});

// Session 36's class: a question asking how to address the person with no name's word in it ("What should we call
// you?", "Wie heißt du?"): their name, not a line of the brief. Invented bodies; made-up people.
describe('Reader: a name asked for by a question with no name word', () => {
  it('reads the name a chat bot asked for in German, and keeps the answer out of the brief', () => {
    const body = {
      answers: [
        { question: 'Wie heißt du?', answer: 'Jonas Becker' },
        { question: 'Deine E-Mail', answer: 'jonas.b@example.com' },
        { question: 'Was planst du?', answer: 'Badsanierung' },
      ],
    };
    const { input } = readLead(body, 'DE');
    expect([input.name, input.email]).to.deep.equal(['Jonas Becker', 'jonas.b@example.com']);
    expect(input.notes).to.equal('Was planst du?: Badsanierung');
  });

  it('reads "What should we call you?" as a key and as an item, and "When should we call you?" as an answer', () => {
    const flat = { 'What should we call you?': 'Priya Raman', 'Best email': 'priya.r@example.com' };
    expect(personOf(flat).name).to.equal('Priya Raman');
    const items = {
      responses: [
        { prompt: 'What should we call you?', value: 'Priya Raman' },
        { prompt: 'Best email', value: 'priya.r@example.com' },
        { prompt: 'When should we call you?', value: 'Weekday mornings' },
      ],
    };
    const { input } = readLead(items);
    expect(input.name).to.equal('Priya Raman');
    expect(input.notes).to.equal('When should we call you?: Weekday mornings');
  });
});

// Session 37's class: a name's parts asked in German with the noun declined after `mit` ("Wie heißt du mit Vornamen?",
// "… mit Nachnamen?"): a first and a last name, not two whole names. Invented body; made-up person.
describe("Reader: a German question for a name's part, its noun declined", () => {
  it('joins the first and the last name asked after "mit"', () => {
    const body = {
      fields: [
        { label: 'Wie heißt du mit Vornamen?', value: 'Jana' },
        { label: 'Wie heißt du mit Nachnamen?', value: 'Brückner' },
        { label: 'E-Mail', value: 'jana.b@example.de' },
        { label: 'Was planst du?', value: 'Badsanierung' },
      ],
    };
    const { input } = readLead(body, 'DE');
    expect(input.name).to.equal('Jana Brückner');
    expect(input.notes).to.equal('Was planst du?: Badsanierung');
  });
});
