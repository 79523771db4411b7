import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 31's class (blind set 33's guide: a tour operator's booking, FareHarbor's shape). A text sent again as HTML
// under its key and a format's word (`comments` and `comments_html`) is said once; the same short text under another
// key is another answer (review 37: `Anything else?: <p>No</p>` beside `Do you have pets?: No`). Invented bodies;
// made-up people and businesses.

describe("Reader: a booking's record keys and its texts sent again as HTML", () => {
  const body = {
    booking: {
      pk: 5120934,
      availability: {
        pk: 88120,
        start_at: '2026-08-02T09:00:00-0700',
        item: { pk: 40877, name: 'Sunset Kayak Tour' },
      },
      contact: { name: 'Ines Varga', phone: '(206) 555-0177', email: 'ines.varga@example.com' },
      customers: [{ pk: 771, customer_type_rate: { pk: 12, customer_prototype: { pk: 3, display_name: 'Adult' } } }],
      comments: 'First time kayaking, can we get a stable double kayak?',
      comments_html: '<p>First time kayaking, can we get a stable double kayak?</p>',
    },
  };

  it('says a text sent again as HTML once', () => {
    const { notes } = readInput(body, 'US');
    expect(notes!.split('stable double kayak').length - 1).to.equal(1);
  });

  it('keeps an answer sent as HTML that another key also says', () => {
    const { notes } = readInput(
      {
        name: 'Ines Varga',
        email: 'ines.varga@example.com',
        'Do you have pets?': 'No',
        'Anything else?': '<p>No</p>',
      },
      'US',
    );
    expect(notes).to.contain('Do you have pets?: No');
    expect(notes).to.contain('Anything else?: No');
  });

  // Session 41 (an inbound mail relay, held-out blind set 47): the mail's text and its HTML under keys starting with the
  // format's word (`TextBody` and `HtmlBody`, `body-plain` and `body-html`), its paragraphs as line breaks in one and
  // `<br>` in the other. Invented bodies.
  it('says a mail sent as text and as HTML once, whichever end of the key names the format', () => {
    const text = 'Guten Tag,\n\nwir möchten unsere Wohnung neu ausmalen lassen.\n\nMit freundlichen Grüßen\nIda Kern';
    const html =
      '<div>Guten Tag,<br><br>wir möchten unsere Wohnung neu ausmalen lassen.<br><br>Mit freundlichen Grüßen<br>Ida Kern</div>';
    for (const [plain, rich] of [
      ['TextBody', 'HtmlBody'],
      ['body-plain', 'body-html'],
    ]) {
      const { notes } = readInput(
        { FromName: 'Ida Kern', From: 'ida.kern@example.at', [plain]: text, [rich]: html },
        'AT',
      );
      expect(notes!.split('neu ausmalen').length - 1, plain).to.equal(1);
    }
  });
});

// Blind set 48's guide 05 (a holiday let's reservation): the flat booked, `apartment: {id, name}` in the guest's record,
// was read as a contact below the person (a name's key), someone else's; it is what the person booked. Invented body.
describe("Reader: the name of the thing booked, in an object of its own in the person's record", () => {
  it('keeps the apartment booked in the brief', () => {
    const { notes, name } = readInput(
      {
        event: 'reservation.created',
        booking: {
          id: 88120457,
          arrival: '2026-08-02',
          apartment: { id: 50213, name: 'Casa Limoeiro – T2 com piscina' },
          guestName: 'Rui Moreira',
          email: 'rui.moreira@example.pt',
          phone: '912 345 678',
        },
      },
      'PT',
    );
    expect(name).to.equal('Rui Moreira');
    expect(notes).to.contain('Casa Limoeiro');
  });
});

// Blind set 48's guide 03 (a services marketplace's request): the service asked for by its own record (`서비스: {id,
// 이름}`) was read as someone's name away from the person. Invented bodies, in Korean and in Spanish.
describe('Reader: the name of the service requested, in its own record', () => {
  it('keeps the service asked for in the brief', () => {
    const korean = readInput(
      { 요청: { 서비스: { id: 4411, 이름: '에어컨 청소' } }, 고객: { 이름: '박지훈', 전화: '010-2233-4455' } },
      'KR',
    );
    expect(korean.name).to.equal('박지훈');
    expect(korean.notes).to.contain('에어컨 청소');
    const spanish = readInput(
      {
        solicitud: { servicio: { id: 90, nombre: 'Limpieza de fin de obra' } },
        cliente: { nombre: 'Lucía Ortega', celular: '+56 9 8421 3376' },
      },
      'CL',
    );
    expect(spanish.name).to.equal('Lucía Ortega');
    expect(spanish.notes).to.contain('Limpieza de fin de obra');
  });
});

// Blind set 48's guide 06 (a tour's booking): how many of each ticket type, `quantities: [{optionLabel, optionPrice,
// value}]`, was left out of the brief (the option's label read as no label). Invented body.
describe("Reader: a booking's quantity rows labelled by their option", () => {
  it('shows how many of each option the person booked', () => {
    const { notes } = readInput(
      {
        customer: { name: 'Aroha Ngata', phone: '021 123 4567' },
        items: [
          {
            product: 'Harbour kayak tour',
            quantities: [
              { optionLabel: 'Adult', optionPrice: 129, value: 2 },
              { optionLabel: 'Senior (65+)', optionPrice: 99, value: 1 },
            ],
          },
        ],
      },
      'NZ',
    );
    expect(notes).to.contain('Senior (65+): 1').and.contain('Adult: 2');
  });
});
