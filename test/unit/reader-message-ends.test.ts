import { expect } from 'chai';
import { personOf, readInput } from '../helpers/read-lead.ts';

// Session 28's class (blind set 29's guide miss): a message's two ends, each a block of contact values, named by words
// that say who sent and who received it. Invented bodies; made-up people and businesses.

describe("Reader: a message's receiver is not the lead, in a language whose word for it also means buyer", () => {
  // Turkish `alıcı` is a sale's buyer and a message's receiver: beside a sender (`gönderen`), the receiver is the
  // agency that listed the flat, its office line and its mailbox.
  const body = {
    ilan: { ilan_no: '1102938475', baslik: 'Satılık 3+1 daire, Bornova', fiyat: '4.250.000 TL' },
    gonderen: { ad_soyad: 'Deniz Aksoy', telefon: '0533 201 44 87', eposta: 'deniz.aksoy@example.com' },
    alici: {
      ad_soyad: 'Bornova Emlak - Hakan Koç',
      telefon: '0232 388 10 20',
      eposta: 'info@bornova-emlak.example',
      adres: 'Kazım Dirik Mah. 372. Sok. No:5',
    },
    mesaj: 'Merhaba, daire hâlâ satılık mı? Cumartesi görmek isterim.',
  };

  it('takes the sender as the person', () => {
    expect(personOf(body, 'TR')).to.deep.equal({
      name: 'Deniz Aksoy',
      phone: '+905332014487',
      email: 'deniz.aksoy@example.com',
    });
  });

  it("keeps the receiver's contact out of the brief, the message in it", () => {
    const { notes } = readInput(body, 'TR');
    expect(notes).to.contain('Cumartesi görmek isterim');
    expect(notes).not.to.contain('Hakan Koç');
    expect(notes).not.to.contain('Kazım Dirik');
  });

  it('still takes a buyer named so in an order beside its seller', () => {
    const order = {
      siparis_no: 'TY-55102',
      alici: { ad_soyad: 'Deniz Aksoy', telefon: '0533 201 44 87', eposta: 'deniz.aksoy@example.com' },
      satici: { ad_soyad: 'Hakan Koç', telefon: '0232 388 10 20', eposta: 'hakan@bornova-emlak.example' },
      urun: 'Kahve makinesi',
    };
    expect(personOf(order, 'TR')).to.deep.equal({
      name: 'Deniz Aksoy',
      phone: '+905332014487',
      email: 'deniz.aksoy@example.com',
    });
  });
});

describe('Reader: a name of two given names beside its last name is the first name', () => {
  // Spanish forms ask for `nombre(s)` and `apellidos`, each often of two words; a payment page's `customer_name` beside
  // `customer_lastname` likewise.
  for (const [what, body] of [
    ['`nombre` and `apellidos`', { nombre: 'María José', apellidos: 'Gómez Ruiz', email: 'mj.gomez@example.com' }],
    [
      'a prefix shared by the name and its last name',
      { x_customer_name: 'María José', x_customer_lastname: 'Gómez Ruiz', x_customer_email: 'mj.gomez@example.com' },
    ],
  ] as const)
    it(`joins ${what}`, () => {
      expect(readInput(body, 'CO').name).to.equal('María José Gómez Ruiz');
    });

  it('keeps a whole name that holds its last name already', () => {
    expect(readInput({ name: 'María José Gómez', apellidos: 'Gómez', email: 'mj@example.com' }, 'CO').name).to.equal(
      'María José Gómez',
    );
  });
});

describe('Reader: Tagalog and Swahili keys', () => {
  it("reads a Tagalog form of a parent and a child: the parent's name, phone and email", () => {
    const body = {
      pangalan_ng_magulang: 'Ana Reyes',
      numero_ng_telepono: '0917 555 0142',
      email_ng_magulang: 'ana.reyes@example.com',
      pangalan_ng_anak: 'Miguel Reyes',
      telepono_ng_anak: '0995 555 0199',
      mensahe: 'May bakante pa po ba para sa Grade 7?',
    };
    expect(readInput(body, 'PH')).to.include({
      name: 'Ana Reyes',
      phone: '+639175550142',
      email: 'ana.reyes@example.com',
    });
  });

  it('reads a Swahili form: jina, namba ya simu', () => {
    const body = { jina: 'Amina Njeri', namba_ya_simu: '0712 555 014', barua_pepe: 'amina.njeri@example.com' };
    expect(readInput(body, 'KE')).to.include({ name: 'Amina Njeri', phone: '+254712555014' });
  });
});

describe("Reader: the name in the person's own object before a contact name elsewhere", () => {
  // A checkout's buyer (their name in parts, their phone and email) beside a gift's shipping address for someone else.
  it("takes the buyer's name, not the gift's recipient's", () => {
    const body = {
      status: 'success',
      request: {
        buyer: {
          id: 'BY7',
          name: 'Elif',
          surname: 'Kaya Aydın',
          gsmNumber: '+905355550142',
          email: 'elif@example.com',
        },
        shippingAddress: { contactName: 'Mehmet Aydın', city: 'Ankara', address: 'Turan Güneş Blv. 88' },
        billingAddress: { contactName: 'Elif Kaya Aydın', city: 'İstanbul' },
      },
    };
    expect(readInput(body, 'TR').name).to.equal('Elif Kaya Aydın');
  });
});

describe("Reader: an order's own contact before one of its tickets' attendees", () => {
  // An event shop's order: the buyer's email and phone on the order, each ticket's attendee named in its position.
  const body = {
    action: 'order.placed',
    order: {
      code: 'Q7XK2',
      email: 'jana.hoffmann@example.de',
      phone: '+49 1523 5550142',
      invoice_address: { company: 'Hoffmann Architektur GmbH', name: 'Jana Hoffmann', city: 'Leipzig' },
      positions: [
        { positionid: 1, attendee_name: 'Jana Hoffmann', attendee_email: null, answers: [{ answer: 'Vegetarisch' }] },
        { positionid: 2, attendee_name: 'Tobias Krüger', attendee_email: 'tobias@example.de' },
      ],
    },
  };

  it('takes the buyer, not the second attendee', () => {
    expect(readInput(body, 'DE')).to.include({
      name: 'Jana Hoffmann',
      email: 'jana.hoffmann@example.de',
      phone: '+4915235550142',
    });
  });
});

describe("Reader: an owner's, an agent's or a seller's block in more languages is someone else's", () => {
  // A listing's enquiry: the owner's block first, then the person who wrote, in Greek and in Hungarian keys.
  for (const [language, body, country, phone] of [
    [
      'Greek',
      {
        ιδιοκτήτης: { ονοματεπώνυμο: 'Ελένη Παππά', κινητό: '697 555 0142', email: 'eleni.pappa@example.gr' },
        ενδιαφερόμενος: { όνομα: 'Νίκος', επώνυμο: 'Δήμου', κινητό: '694 555 0199', email: 'nikos.dimou@example.gr' },
        μήνυμα: 'Μπορώ να δω το διαμέρισμα το Σάββατο;',
      },
      'GR',
      '+306945550199',
    ],
    [
      'Hungarian',
      {
        tulajdonos: { név: 'Kiss Éva', telefon: '+36 30 555 0142', email: 'kiss.eva@example.hu' },
        érdeklődő: { név: 'Nagy Péter', telefon: '+36 70 555 0199', email: 'nagy.peter@example.hu' },
        üzenet: 'Megnézhetném a lakást szombaton?',
      },
      'HU',
      '+36705550199',
    ],
  ] as const)
    it(`takes the person who wrote, not the owner (${language})`, () => {
      expect(readInput(body, country).phone).to.equal(phone);
    });
});

describe("Reader: a listing's contact beside the block of the person who wrote", () => {
  // A property portal's enquiry: the listing's contact (the agent: a landline, the agency) under `contact`, a lead's
  // word in a CRM, beside the sender's own block holding their mobile (in the sender's words of each language).
  for (const [sender, country, body, phone] of [
    [
      'from',
      'AE',
      {
        listing: { reference: 'PF-2093', title: 'Two-bed flat, Marina' },
        contact: {
          name: 'Sara Haddad',
          phone: '+971 4 555 0142',
          email: 'sara@harbour-realty.example',
          company: 'Harbour Realty',
        },
        from: {
          name: 'Khaled Mansour',
          mobile: '050 555 0199',
          email: 'khaled.m@example.com',
          message: 'Is the flat still free from January? We have a small cat.',
        },
      },
      '+971505550199',
    ],
    [
      'odesílatel',
      'CZ',
      {
        inzerat: { nazev: 'Prodej bytu 3+kk' },
        kontakt: {
          jmeno: 'Tomáš Král',
          firma: 'Reality Král s.r.o.',
          telefon: '+420 222 555 014',
          email: 'kral@reality-kral.example',
        },
        odesilatel: { jmeno: 'Veronika', prijmeni: 'Malá', telefon: '731 555 019', email: 'v.mala@example.cz' },
        zprava: 'Dobrý den, mohla bych byt vidět ve čtvrtek?',
      },
      '+420731555019',
    ],
  ] as const)
    it(`takes the sender (${sender}), not the listing's contact`, () => {
      expect(readInput(body, country).phone).to.equal(phone);
    });

  it("still takes an unnamed block's person beside a form mailer's `from` holding no phone", () => {
    const body = {
      from: { name: 'Harbor Website', email: 'forms@harbor-example.com' },
      fields: { Name: 'Ann Lee', Phone: '+1 415 555 0142', Email: 'ann.lee@example.com', Message: 'Need a quote' },
    };
    expect(readInput(body)).to.include({ name: 'Ann Lee', email: 'ann.lee@example.com' });
  });
});

describe("Reader: a listing's contact at its firm's domain beside a sender at a private mailbox", () => {
  // Session 29's class (blind set 31's guide miss): a property portal's enquiry, the listing's agent under `kontakt` (a
  // CRM's word for the lead) with a mobile, the firm's name and a mailbox at the firm's domain; the enquirer under
  // `odesielateľ` with a private address. Invented body; made-up people and businesses.
  const body = {
    typ: 'dopyt',
    inzerat: { nazov: 'Predaj 2-izbového bytu, Petržalka', cena: '189 000 €' },
    kontakt: {
      meno: 'Mgr. Peter Horváth',
      firma: 'Dunaj Reality s.r.o.',
      telefon: '+421 905 123 456',
      email: 'horvath@dunaj-reality.sk',
    },
    odosielatel: { meno: 'Zuzana', priezvisko: 'Kováčová', telefon: '0908 765 432', email: 'zuzka.kovacova@azet.sk' },
    sprava: 'Dobrý deň, mám záujem o obhliadku v sobotu dopoludnia.',
  };

  it('takes the sender as the person', () => {
    expect(personOf(body, 'SK')).to.deep.equal({
      name: 'Zuzana Kováčová',
      phone: '+421908765432',
      email: 'zuzka.kovacova@azet.sk',
    });
  });

  it("keeps the agent's firm out of the brief", () => {
    const { notes } = readInput(body, 'SK');
    expect(notes).to.contain('obhliadku v sobotu');
    expect(notes).not.to.contain('Dunaj Reality');
    expect(notes).not.to.contain('Horváth');
  });

  it("still takes a lead's own work address at their firm's domain beside a copy of it", () => {
    const crm = {
      properties: { firstname: 'Ivan', lastname: 'Novák', company: 'Tatra Stavby a.s.', email: 'novak@tatrastavby.sk' },
      identities: [{ type: 'EMAIL', value: 'novak@tatrastavby.sk' }],
    };
    expect(personOf(crm, 'SK').email).to.equal('novak@tatrastavby.sk');
  });
});
