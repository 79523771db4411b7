import { expect } from 'chai';
import { personOf, readLead } from '../helpers/read-lead.ts';

// Session 31's class (review 39's h06, j04 and d06, read wrong at a174f7e too: the lead refused or its contact lost).
// An object holding a name, a phone and an email beside an `answer` (`{name, email, phone, answer: "Yes"}`) is the
// person's record, not a question labelled by their name; and a record holding a title and a `value` (a CRM deal's
// `{title, value: {amount, formatted}, person: {…}}`) is read whole: the person beside them is found. Invented bodies;
// made-up people and businesses.

describe('Reader: a record with an answer or a value key is no wrapped item', () => {
  it('finds the person in their own record beside an `answer`', () => {
    const body = {
      enquiry: {
        name: 'Fay Moore',
        email: 'fay.moore@example.com',
        phone: '0412 345 678',
        pet_surrendered: 'No',
        answer: 'Yes',
      },
    };
    expect(personOf(body, 'AU')).to.deep.equal({
      name: 'Fay Moore',
      phone: '+61412345678',
      email: 'fay.moore@example.com',
    });
  });

  it('finds the person in a deal holding a title and a value', () => {
    const body = {
      deal: {
        title: 'Roof repair - Dan Cole',
        stage: { id: 4, display_name: 'Proposal sent' },
        value: { amount: 1250000, formatted: '12,500.00 USD' },
        person: { name: 'Dan Cole', email: 'dan.cole@example.com', phone: '303-555-0187' },
      },
    };
    expect(personOf(body, 'US')).to.deep.equal({
      name: 'Dan Cole',
      phone: '+13035550187',
      email: 'dan.cole@example.com',
    });
  });

  // Blind set 49's guide 15 (a CRM's new deal): the person's contact one object deeper (`person: {name, contact: {…}}`)
  // beside the deal's `title` and numeric `value`, read as one labelled item: the lead was refused (no phone nor email).
  it("finds the person in a deal whose person's contact is an object of its own", () => {
    const body = {
      event: 'deal.added',
      data: {
        title: 'Kitchen refit - Tiago Mendes',
        value: 18500.0,
        owner: { name: 'Carla Souza', contact: { email: 'carla@refits-example.co.uk' } },
        person: { name: 'Tiago Mendes', contact: { email: 'tiago.mendes@example.co.uk', mobile: '07911 123456' } },
        custom: { deadline: 'Before March' },
      },
    };
    expect(personOf(body, 'GB')).to.deep.equal({
      name: 'Tiago Mendes',
      phone: '+447911123456',
      email: 'tiago.mendes@example.co.uk',
    });
  });

  // The same in Portuguese: a `contato` under the handler's key (`responsavel`) is theirs, as a `contact` is.
  it("keeps a staff member's `contato` theirs, as a `contact`", () => {
    const body = {
      evento: 'negocio_criado',
      dados: {
        titulo: 'Reforma de cozinha - Tiago Mendes',
        responsavel: { nome: 'Carla Souza', contato: { email: 'carla@reformas-example.com.br' } },
        pessoa: { nome: 'Tiago Mendes', contato: { email: 'tiago.mendes@example.com.br', celular: '(21) 99876-5432' } },
      },
    };
    expect(personOf(body, 'BR').email).to.equal('tiago.mendes@example.com.br');
  });

  // Review 40: items that are questions stay items, whatever contact key or object sits beside them.
  it('keeps questions with a contact key or object beside them as questions', () => {
    const body = {
      name: 'Lena Ward',
      email: 'lena.ward@example.com',
      fields: [
        { label: 'Phone', type: 'phone', phoneFormat: 'standard', value: '(248) 555-0131' },
        { label: 'Second phone', value: '604-555-0101', phone: '604-555-0101' },
        { label: 'Who is the tenant?', value: 'Ellie Barnes', tenant: { phone: '604-555-0199' } },
      ],
      history: [{ field: 'Status', value: 'Contacted', changed_by: { name: 'Sam Hill', email: 'sam@agency.example' } }],
    };
    const read = readLead(body, 'US');
    expect(read.input.phone).to.equal('+12485550131');
    expect(read.input.notes).to.contain('Second phone: 604-555-0101');
    expect(read.input.notes).to.contain('Who is the tenant?: Ellie Barnes');
    expect(read.input.notes ?? '').not.to.contain('Contacted');
  });
});
