import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 59: classes found in held-out set 70 and after, each on an invented body.

describe("Reader (review 59): an advertiser's card under a bare `contact`, naming its firm and its agent", () => {
  // A portal puts the advertiser's card under a word that names the lead in a CRM (`contact`, `kontakt`) and the
  // enquirer's own block under a key naming no one. The card holds a key naming its staff (the listing's agent, the
  // event's organiser) and a firm's name by its legal form: the firm's, no one's by its key (as a firm's card or an agent's
  // card with its agency's key already are). The enquirer's name, contact and words beside them are the lead.
  const cases = [
    {
      what: "a letting portal's agency card with its agent",
      country: 'PT',
      body: {
        tipo: 'novo_contacto',
        anuncio: { id: 55120, titulo: 'T2 para arrendar em Benfica', renda: '1.250 €' },
        contacto: {
          nome: 'Casa Lusa Imobiliária Lda',
          agent: 'Rui Tavares',
          telefone: '21 751 0400',
          telemovel: '912 345 678',
          email: 'arrendamento@casalusa.pt',
        },
        detalhes: {
          nome: 'Inês Correia',
          telefone: '936 112 458',
          email: 'ines.correia@gmail.com',
          mensagem: 'Olá, tenho interesse no T2 por um ano, trabalho perto do Colombo.',
          visita: 'Quinta depois das 19h',
        },
      },
      name: 'Inês Correia',
      phone: '+351936112458',
      email: 'ines.correia@gmail.com',
      answers: ['trabalho perto do Colombo', 'Quinta depois das 19h'],
      leaks: ['Rui Tavares', '21 751 0400', '912 345 678', 'arrendamento@casalusa.pt'],
    },
    {
      what: "a ticket shop's organiser card written last, its firm under the organiser's key",
      country: 'FI',
      body: {
        event: 'order.paid',
        tapahtuma: { id: 771, nimi: 'Kevätkonsertti Tampereella' },
        order: {
          id: 99120,
          ostaja: { etunimi: 'Aino', sukunimi: 'Virtanen', email: 'aino.virtanen@gmail.com', puhelin: '040 715 2203' },
          kysymykset: [{ kysymys: 'Ruokavalio', vastaus: 'Gluteeniton, kiitos' }],
        },
        kontakt: {
          organizer: 'Soiva Tampere Oy',
          nimi: 'Liisa Mäkelä',
          puhelin: '03 312 4400',
          email: 'info@soivatampere.fi',
        },
      },
      name: 'Aino Virtanen',
      phone: '+358407152203',
      email: 'aino.virtanen@gmail.com',
      answers: ['Gluteeniton, kiitos'],
      leaks: ['Liisa Mäkelä', '03 312 4400', 'info@soivatampere.fi'],
    },
  ];
  for (const { what, country, body, answers, leaks, ...person } of cases)
    it(`reads the enquirer, not ${what}`, () => {
      const { name, phone, email, notes } = readInput(body, country);
      expect({ name, phone, email }).to.deep.equal(person);
      for (const answer of answers) expect(notes).to.contain(answer);
      for (const leak of leaks) expect(notes).not.to.contain(leak);
    });

  it("keeps a CRM's contact holding the agent it is assigned to the lead", () => {
    const { name, phone } = readInput(
      {
        contact: { name: 'Megan Holt', agent: 'Rui Tavares', phone: '(512) 555-0143', email: 'megan.holt@gmail.com' },
        details: {
          name: 'Sunset Realty LLC',
          phone: '(512) 555-0100',
          message: 'Listing inquiry forwarded by the office.',
        },
      },
      'US',
    );
    expect({ name, phone }).to.deep.equal({ name: 'Megan Holt', phone: '+15125550143' });
  });
});

describe("Reader (review 59): a message's sender named in more languages", () => {
  // A classified's enquiry: the dealer's card under a bare `kontakt`, the enquirer's contact under the word naming who
  // sent the message (Slovene and Croatian `pošiljatelj`) beside the message. Both are the person's by their keys; the
  // dealer's fixed line and the sender's own set decide.
  it("reads the sender's mobile, not the dealer's, beside a dealer's card under `kontakt`", () => {
    const { name, phone, email, notes } = readInput(
      {
        vrsta: 'povprasevanje',
        oglas: { id: 8812, naslov: 'Renault Clio 1.0 TCe, 2021' },
        kontakt: {
          naziv: 'Avto Hiša Kranj d.o.o.',
          oseba: 'Janez Novak',
          telefon: '04 201 3300',
          mobitel: '041 555 210',
        },
        sporocilo: {
          pošiljatelj: { ime: 'Petra Kos', mobitel: '031 456 789', email: 'petra.kos@gmail.com' },
          besedilo: 'Pozdravljeni, ali je avto še na voljo? Zanima me tudi menjava za moj stari Golf.',
        },
      },
      'SI',
    );
    expect({ name, phone, email }).to.deep.equal({
      name: 'Petra Kos',
      phone: '+38631456789',
      email: 'petra.kos@gmail.com',
    });
    expect(notes).to.contain('menjava za moj stari Golf');
    for (const leak of ['Avto Hiša Kranj', 'Janez Novak', '041 555 210']) expect(notes).not.to.contain(leak);
  });
});

describe('Reader (review 59): ids under keys glued to `id`', () => {
  // A payment gateway's callback writes its keys as one lower-case word (`projectid`, `requestid`): ids of the tool's
  // records as surely as `project_id`, out of the brief beside the person's answers.
  it("leaves a payment callback's glued ids out of the brief", () => {
    const { notes, email } = readInput(
      {
        decoded: {
          projectid: '305117',
          requestid: '227164930',
          transactionid: '88120047',
          merchantid: '5521',
          p_firstname: 'Laura',
          p_lastname: 'Ozola',
          p_email: 'laura.ozola@inbox.lv',
          paytext: 'Pasūtījums: ģimenes fotosesija',
        },
        anketa: [{ name: 'Vēlamais datums', value: '2026. gada 12. jūnijs' }],
      },
      'LV',
    );
    expect(email).to.equal('laura.ozola@inbox.lv');
    expect(notes).to.contain('2026. gada 12. jūnijs');
    for (const leak of ['305117', '227164930', '88120047', '5521']) expect(notes).not.to.contain(leak);
  });
});

describe("Reader (review 59): a marketplace chat's buyer and seller named in South Asian scripts", () => {
  // A classified's chat as a list of messages, each naming its writer's side by a word: the buyer is the person, the
  // seller (who gives their own name and number) someone else, in Tamil and in Sinhala.
  const chat = (buyer: string, seller: string, lines: string[]) => ({
    event: 'chat.lead',
    ad: { id: 'x-77120', title: 'Honda Vezel 2016' },
    messages: lines.map((text, i) => ({ from: i % 2 === 0 ? buyer : seller, time: `10:0${i}`, text })),
  });
  const cases = [
    {
      language: 'Tamil',
      body: chat('வாங்குபவர்', 'விற்பனையாளர்', [
        'வணக்கம், வாகனம் இன்னும் உள்ளதா?',
        'ஆம். நான் ரமேஷ், என் இலக்கம் 071 334 5521',
        'என் பெயர் கவிதா சுப்பிரமணியம். சேவை புத்தகம் உள்ளதா? என் இலக்கம் 077 902 1184',
      ]),
      phone: '+94779021184',
      name: 'கவிதா சுப்பிரமணியம்',
      answer: 'சேவை புத்தகம் உள்ளதா',
      leaks: ['ரமேஷ்', '071 334 5521'],
    },
    {
      language: 'Sinhala',
      body: chat('ගැනුම්කරු', 'විකුණුම්කරු', [
        'ආයුබෝවන්, වාහනය තවම තියෙනවද?',
        'ඔව්. මම සුනිල්, මගේ අංකය 071 334 5521',
        'මගේ නම නිලන්ති පෙරේරා. ලීසිං කරන්න පුළුවන්ද? මගේ අංකය 076 220 4419',
      ]),
      phone: '+94762204419',
      name: 'නිලන්ති පෙරේරා',
      answer: 'ලීසිං කරන්න පුළුවන්ද',
      leaks: ['සුනිල්', '071 334 5521'],
    },
  ];
  for (const { language, body, phone, name, answer, leaks } of cases)
    it(`reads the buyer's name, number and words, not the seller's, in ${language}`, () => {
      const read = readInput(body, 'LK');
      expect({ name: read.name, phone: read.phone }).to.deep.equal({ name, phone });
      expect(read.notes).to.contain(answer);
      for (const leak of leaks) expect(read.notes).not.to.contain(leak);
    });
});
