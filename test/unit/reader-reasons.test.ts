import { expect } from 'chai';
import { VALUE_ROLES } from '../../service/lead/reader/explanation.ts';
import { readLead } from '../helpers/read-lead.ts';

// Every pick explained and every other value given a role (issue 35, docs/api.md §2.4). Made-up bodies.
describe('Reader: reasons per pick and a role per value', () => {
  it('explains each pick by the features that counted, strongest first, then what its value is', () => {
    const { reasons } = readLead(
      { kunde: { Telefon: '030 1234567', mail: 'eva@example.de', name: 'Eva Maier' }, note: 'x' },
      'DE',
    );
    expect(reasons.phone!.map(({ text }) => text)).to.deep.equal([
      'labelled "Telefon" (a phone term)',
      "under the person's object",
      'a +49 number',
    ]);
    expect(reasons.phone![0]).to.deep.include({ feature: 'labelTerm', weight: 5 });
    expect(reasons.email!.at(-1)!.text).to.equal('an email address');
    expect(reasons.name!.map(({ feature }) => feature)).to.include.members(['ownKey', 'nearContact']);
    for (const list of Object.values(reasons)) {
      expect(list!.length).to.be.greaterThan(0);
      const weights = list!.filter(({ weight }) => weight > 0).map(({ weight }) => weight);
      expect(weights).to.deep.equal([...weights].sort((a, b) => b - a));
    }
  });

  it('writes each reason as a sentence: "an email term", "shaped like an email", "a first name term"', () => {
    const labelled = readLead({ Email: 'ina@example.com', 'First name': 'Ina', 'Last name': 'Berg' }).reasons;
    expect(labelled.email![0].text).to.equal('labelled "Email" (an email term)');
    expect(labelled.firstName![0].text).to.equal('labelled "First name" (a first name term)');
    const shaped = readLead({ info: ['Ana Ruiz', 'ana@example.com', '+34 612 345 678'] }, 'ES').reasons;
    const texts = Object.values(shaped).flatMap((list) => list!.map(({ text }) => text));
    expect(texts).to.include('shaped like an email (no label asks for one)');
    for (const text of [...texts, ...Object.values(labelled).flatMap((list) => list!.map(({ text }) => text))])
      expect(text).not.to.match(/\ba [aeiou]/);
  });

  it('says a value was found by its shape, or beside the chosen contact, when no label asked for it', () => {
    const { reasons } = readLead({ info: ['Ana Ruiz', 'ana@example.com', '+34 612 345 678'] }, 'ES');
    expect(reasons.email!.map(({ feature }) => feature)).to.include('shapeOnly');
    expect(reasons.phone!.length).to.be.greaterThan(0);
  });

  it("gives every other scalar a role by its pointer, and none to the person's picked values", () => {
    const { roles, picked } = readLead({
      contact: { phone: '+1 650 555 0190', email: 'lee@example.com' },
      page: 'https://example.com/quote',
      request_id: '7d0e9c1a-5b6f-4a8e-9f3d-2c1b0a9e8d7f',
      host: { email: 'staff@example.org' },
    });
    expect(roles['/page']).to.equal('context');
    expect(roles['/request_id']).to.equal('system');
    expect(roles['/host/email']).to.equal('otherParty');
    for (const pointer of Object.values(picked)) expect(roles).not.to.have.property(pointer!);
    for (const role of Object.values(roles)) expect(VALUE_ROLES).to.include(role);
  });

  it('keeps roles for at most 500 pointers', () => {
    const body: Record<string, unknown> = { email: 'many@example.com' };
    for (let i = 0; i < 700; i++) body[`answer_${i}`] = `value ${i}`;
    expect(Object.keys(readLead(body).roles)).to.have.length(500);
  });
});
