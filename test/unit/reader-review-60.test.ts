import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 60: classes found in held-out set 72, each on an invented body.

describe("Reader (review 60): a firm's card under the platform's word for its customer", () => {
  // A marketplace sends the lead to the business it sold it to, and names that business as its own customer
  // (`pelanggan`, `πελάτης`, `customer`): the business's card, its firm's name spelled by its mailbox's domain, sits
  // under a key naming the lead in a CRM, beside an object holding a person's name, contact and words. That card is
  // the firm's, no one's by its key; the person and their words are beside it.
  const cases = [
    {
      what: 'Indonesian, the card first',
      country: 'ID',
      body: {
        acara: 'prospek_baru',
        kredit: 3,
        pelanggan: {
          usaha: 'Bintang Katering Nusantara',
          penanggung_jawab: 'Agus Setiawan',
          telepon: '(021) 7294 3318',
          ponsel: '0812 7710 4452',
          email: 'pesanan@bintangkatering.co.id',
          alamat: 'Jl. Fatmawati No. 21, Jakarta Selatan',
        },
        permintaan: {
          nama: 'Rina Wulandari',
          ponsel: '0857 2231 9046',
          email: 'rina.wulandari93@gmail.com',
          acara: 'Akikah anak kedua, 120 tamu',
          pesan: 'Apakah bisa menu prasmanan tanpa seafood dan antar ke Depok?',
        },
      },
      name: 'Rina Wulandari',
      phone: '+6285722319046',
      email: 'rina.wulandari93@gmail.com',
      answers: ['Akikah anak kedua, 120 tamu', 'tanpa seafood dan antar ke Depok'],
      leaks: ['Agus Setiawan', '(021) 7294 3318', '0812 7710 4452', 'Jl. Fatmawati'],
    },
    {
      what: 'Greek, the card second',
      country: 'GR',
      body: {
        συμβάν: 'νέο_αίτημα',
        αίτημα: {
          ονοματεπώνυμο: 'Ελένη Παπαδοπούλου',
          κινητό: '694 512 7730',
          email: 'eleni.papad@gmail.com',
          εργασία: 'Μόνωση ταράτσας 80 τ.μ.',
          σχόλια: 'Έχει υγρασία στο ταβάνι του σαλονιού, μπορείτε να έρθετε Σάββατο πρωί;',
        },
        πελάτης: {
          επωνυμία: 'Μονωτική Αττικής',
          υπεύθυνος: 'Γιώργος Νικολάου',
          τηλέφωνο: '210 483 2297',
          email: 'grafeio@monotikiattikis.gr',
        },
      },
      name: 'Ελένη Παπαδοπούλου',
      phone: '+306945127730',
      email: 'eleni.papad@gmail.com',
      answers: ['Μόνωση ταράτσας 80 τ.μ.', 'μπορείτε να έρθετε Σάββατο πρωί'],
      leaks: ['Γιώργος Νικολάου', '210 483 2297', 'grafeio@monotikiattikis.gr'],
    },
  ];
  for (const { what, country, body, answers, leaks, ...person } of cases)
    it(`reads the person beside the firm's card (${what})`, () => {
      const { name, phone, email, notes } = readInput(body, country);
      expect({ name, phone, email }).to.deep.equal(person);
      for (const answer of answers) expect(notes).to.include(answer);
      for (const leak of leaks) expect(notes ?? '').not.to.include(leak);
    });

  // Guards: a B2B lead is the firm under the customer's key, beside no one writing in with a name of their own under a
  // key naming no one else (a rep's note is staff's, a referrer's someone else's).
  const guards = [
    {
      what: "a B2B lead's firm beside its assigned rep's note",
      country: 'GB',
      body: {
        customer: {
          company: 'Harrow Fabrication Ltd',
          phone: '020 8427 1190',
          email: 'office@harrowfabrication.co.uk',
        },
        activity: {
          rep: 'Sam Hill',
          rep_email: 'sam.hill@gmail.com',
          note: 'Called twice about the steel quote, they want it by Friday morning.',
        },
      },
      person: { name: null, phone: '+442084271190', email: 'office@harrowfabrication.co.uk' },
    },
    {
      what: "a B2B lead's firm beside its referrer's note",
      country: 'US',
      body: {
        customer: {
          company: 'Whitfield Roofing',
          phone: '(512) 555-0143',
          email: 'office@whitfieldroofing.com',
        },
        referrer: {
          name: 'Marco Diaz',
          email: 'marco.diaz@gmail.com',
          comment: 'Dana needs a partner for two commercial jobs next spring, please call her.',
        },
      },
      person: { name: null, phone: '+15125550143', email: 'office@whitfieldroofing.com' },
    },
  ];
  for (const { what, country, body, person } of guards)
    it(`keeps the customer's own block (${what})`, () => {
      const { name, phone, email } = readInput(body, country);
      expect({ name, phone, email }).to.deep.equal(person);
    });
});
