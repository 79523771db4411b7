import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 31's class (blind set 35's guide 19: a shop's order, WooCommerce's shape). A line item's chosen variation
// sent as `{key: "pa_finish", value: "natural-oak", display_key: "Finish", display_value: "Natural Oak"}`: the option
// the person chose, labelled by its shown key and read as its shown text. Invented body; made-up people.

describe("Reader: a product's variation chosen, with its shown key and value", () => {
  const body = {
    billing: { first_name: 'Tom', last_name: 'Gale', email: 'tom.gale@example.com', phone: '0412 555 561' },
    customer_note: 'Please call before delivery.',
    line_items: [
      {
        id: 3310,
        name: 'Hamilton Bed Frame',
        quantity: 1,
        meta_data: [
          { id: 29011, key: 'pa_finish', value: 'natural-oak', display_key: 'Finish', display_value: 'Natural Oak' },
          { id: 29012, key: 'pa_size', value: 'queen', display_key: 'Size', display_value: 'Queen' },
        ],
      },
    ],
  };

  it('writes each choice under its shown key', () => {
    const { notes } = readInput(body, 'AU');
    expect(notes).to.contain('Finish: Natural Oak');
    expect(notes).to.match(/Size: [Qq]ueen/);
  });
});
