import { expect } from 'chai';
import { readInput, readLead } from '../helpers/read-lead.ts';

// Session 33 (blind set 37's guide 20: a gym's lead with `trial: {class_name: "HIIT Express"}`): a class's, a lesson's,
// a workshop's or a membership's name is what the person chose, not a person's name away from them. Invented bodies.
describe("Reader: a class's name is the person's choice", () => {
  for (const key of ['class_name', 'lesson_name', 'workshop_name', 'membership_name'])
    it(`keeps ${key} in the brief`, () => {
      const { notes } = readInput(
        {
          lead: {
            first_name: 'Maeve',
            last_name: 'Doyle',
            email: 'maeve.doyle@example.ie',
            phone: '087 555 0142',
            trial: { [key]: 'Spin Power', starts: '2026-03-02T07:00:00Z' },
          },
        },
        'IE',
      );
      expect(notes).to.contain('Spin Power');
    });
});

// Session 36's class (blind set 39's guide 11: a course platform's purchase): the product bought, sent with the
// producer's support address (`product: {id, name, support_email}`), read as someone else's record, so its name left the
// brief with the address. The name is the product's (context), the address the business's. Invented body.
describe("Reader: the name of what the person asks about, beside its seller's address", () => {
  it("keeps the product's name and leaves the support address out", () => {
    const body = {
      event: 'PURCHASE_APPROVED',
      data: {
        product: { id: 551204, name: 'Curso de Fotografia Básica', support_email: 'ajuda@fotoescola.com.br' },
        buyer: { name: 'Renata Sales', email: 'renata.sales@example.com.br', address: { city: 'Recife' } },
      },
    };
    const { input } = readLead(body, 'BR');
    expect(input.notes).to.include('Curso de Fotografia Básica').and.include('Recife');
    expect(input.notes).not.to.include('ajuda@fotoescola.com.br');
  });
});
