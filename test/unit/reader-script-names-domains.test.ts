import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 32's class (blind set 36's guide 03: a rental portal's form post, Marathi keys, `primary[…]` the broker's
// block and `secondary[…]` the person's): two full contact blocks under keys naming no party, the business's first. Only
// the values tell them apart: the business's email is on a domain holding a word of the block's name written in another
// script (`सुयोग रिअल्टी` beside `amol@suyogrealty.in`: a business's mailbox, as `Tecnocasa` beside `bogr2@tecnocasa.it`
// is), the person's address at a mail provider carries their name. Names in Devanagari and Cyrillic are read in Latin
// letters to compare them with addresses (latin-letters.ts). Invented bodies; made-up people and firms.

describe('Reader: a business block first, its name in another script than its domain', () => {
  it('takes the person from the block whose address is no business mailbox (Devanagari)', () => {
    const body = {
      a: { नाम: 'गणेश ट्रेडर्स', संपर्क: 'अजय पाटील', मोबाइल: '9822000147', ईमेल: 'ajay@ganeshtraders.in' },
      b: { नाम: 'अनुष्का शर्मा', मोबाइल: '+91 98111 22334', ईमेल: 'anushka.sharma88@gmail.com' },
      संदेश: 'क्या यह दुकान अभी भी किराए पर उपलब्ध है?',
    };
    const { name, phone, email, notes } = readInput(body, 'IN');
    expect([name, phone, email]).to.deep.equal(['अनुष्का शर्मा', '+919811122334', 'anushka.sharma88@gmail.com']);
    expect(notes).to.contain('क्या यह दुकान');
    expect(notes).not.to.contain('ajay@ganeshtraders.in');
  });

  it('does so for a Cyrillic name too', () => {
    const body = {
      first: { имя: 'Сибирь Окна', телефон: '+7 383 555-01-20', почта: 'ivan@sibirokna.ru' },
      second: { имя: 'Ольга Петрова', телефон: '+7 913 555-44-21', почта: 'olga.petrova@mail.ru' },
    };
    const { name, phone, email } = readInput(body, 'RU');
    expect([name, phone, email]).to.deep.equal(['Ольга Петрова', '+79135554421', 'olga.petrova@mail.ru']);
  });
});

describe("Reader: a person's address of their initials at their firm's domain", () => {
  // Review 41's m02: the firm carries the person's family name; the address carries their initials.
  it('keeps the person whose local part is their initials', () => {
    for (const [a, b, country] of [
      [
        { name: 'विकास मल्होत्रा', email: 'vm@malhotrabuilders.com', phone: '9811100003' },
        { name: 'Ritu Sharma', email: 'ritu.sharma@gmail.com', phone: '9811100004' },
        'IN',
      ],
      [
        { name: 'Виктор Морозов', email: 'vm@morozovstroy.ru', phone: '+7 916 100 00 03' },
        { name: 'Елена Смирнова', email: 'elena.smirnova@yandex.ru', phone: '+7 916 100 00 04' },
        'RU',
      ],
    ] as const) {
      const { email } = readInput({ a, b }, country);
      expect(email).to.equal(a.email);
    }
  });
});

describe('latinOf: Devanagari names as people write them in an address', () => {
  it("drops a consonant's own a where Hindi and Marathi do", async () => {
    const { latinOf } = await import('../../service/lead/reader/latin-letters.ts');
    const read = ['प्रिया देशपांडे', 'अमोल जगताप', 'नरेंद्र', 'लक्ष्मी', 'सुयोग'].map(latinOf);
    expect(read).to.deep.equal(['priya deshpande', 'amol jagtap', 'narendra', 'lakshmi', 'suyog']);
  });
});
