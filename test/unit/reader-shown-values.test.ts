import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 30's class (blind set 33's guide miss, a tour booking's custom fields): an option chosen, sent as its numeric
// code beside the text shown for it (`{name: "Swimming ability", display_value: "Two confident swimmers…", value:
// "3312"}`). The person chose the text; the code is the tool's. Invented body; made-up people and businesses.

describe("Reader: a numeric code's shown text is the answer", () => {
  const body = {
    booking: {
      contact: { name: 'Mele Fifita', phone: '(808) 555-0142', email: 'mele.f@example.com' },
      custom_field_values: [
        {
          pk: 71,
          custom_field: { pk: 3, name: 'Experience level' },
          name: 'Experience level',
          display_value: 'Beginner, never surfed before',
          value: '5521',
        },
        {
          pk: 72,
          custom_field: { pk: 4, name: 'Board size' },
          name: 'Board size',
          display_value: '9 ft',
          value: '9 ft',
        },
        { pk: 73, custom_field: { pk: 5, name: 'Group size' }, name: 'Group size', display_value: '4', value: 4 },
      ],
    },
  };

  it('reads the text, not the code', () => {
    const { notes } = readInput(body, 'US');
    expect(notes).to.contain('Experience level: Beginner, never surfed before');
    expect(notes).not.to.contain('5521');
    expect(notes).to.contain('Board size: 9 ft');
    expect(notes).to.contain('Group size: 4');
  });
});
