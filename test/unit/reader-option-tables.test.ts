import { expect } from 'chai';
import { readLead } from '../helpers/read-lead.ts';

// A choice sent as a code whose text is only in the field's options elsewhere in the body (a CRM's
// order with `meta.fields`, a form's field list): the brief reads the option's text, and the field
// list itself stays out (docs/api.md §2.4, reader/label-tables.ts). Invented keys and values.
describe("Reader: a code read through the field's options elsewhere in the body (docs/api.md §2.4)", () => {
  const read = readLead(
    {
      order: {
        buyer: { name: 'Ana Petrović', phone: '+381 64 123 4567', email: 'ana.p@example.rs' },
        delivery: 'd_7',
        color: 'c3',
        size_code: 42,
        note: 'Molim dostavu posle 17h',
      },
      schema: {
        fields: {
          delivery: {
            label: 'Način dostave',
            options: [
              { value: 'd_7', text: 'Kurirska služba' },
              { value: 'd_8', text: 'Lično preuzimanje' },
            ],
          },
          color: { title: 'Boja', choices: [{ id: 'c3', label: 'Tamnoplava' }] },
          size_code: { label: 'Veličina', options: [{ value: 42, name: 'Velika (XL)' }] },
        },
      },
    },
    'RS',
  );
  const { notes } = read.input;

  it("reads each code as its option's text", () => {
    expect(notes).to.include('Kurirska služba').and.include('Tamnoplava').and.include('Velika (XL)');
    expect(notes).to.include('Molim dostavu posle 17h');
  });

  it("leaves the options not chosen and the fields' own labels out", () => {
    expect(notes).not.to.include('Lično preuzimanje').and.not.include('Način dostave').and.not.include('d_7');
  });

  it('reads a value that matches no option as it was sent', () => {
    const other = readLead(
      {
        buyer: { name: 'Ana Petrović', email: 'ana.p@example.rs' },
        delivery: 'd_9',
        fields: { delivery: { label: 'Način dostave', options: [{ value: 'd_7', text: 'Kurirska služba' }] } },
      },
      'RS',
    ).input.notes;
    expect(other).not.to.include('Kurirska služba');
  });
});

// Session 38's class (blind set 41's guide 17, an insurance lead marketplace: `marital_status_code: "M"` read through a
// `lookups` table of its codes): a code under a key naming a kind of the person's thing and then a code's word
// (`marital_status_code`, `property_type_code`) is their choice, shown by the table's label, as `marital_status: "M"`
// was; a status of the tool's record through such a table stays out (`lead_status_code`). Invented body.
describe("Reader: a kind's code read through a table of labels is the person's choice", () => {
  const body = {
    lead: {
      first_name: 'Tom',
      last_name: 'Baker',
      phone: '(555) 201-3344',
      marital_status_code: 'M',
      property_type_code: 'SFR',
      lead_status_code: 'Q',
    },
    lookups: {
      marital_status_code: { M: 'Married', S: 'Single' },
      property_type_code: { SFR: 'Single-family home', CND: 'Condominium' },
      lead_status_code: { Q: 'Qualified by the call centre', N: 'New' },
    },
  };

  it('reads the marital status and the property type by their labels', () => {
    const { notes } = readLead(body, 'US').input;
    expect(notes).to.include('Married').and.include('Single-family home');
    expect(notes).not.to.include('Single\n').and.not.include('Condominium');
  });

  it("leaves the lead's status out", () => {
    expect(readLead(body, 'US').input.notes).not.to.include('Qualified by the call centre');
  });
});
