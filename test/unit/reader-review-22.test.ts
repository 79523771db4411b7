import { expect } from 'chai';
import { readInput, readLead } from '../helpers/read-lead.ts';

// Session 22's classes, each on an invented body first. Made-up people.

describe("Reader: a form's answers as a `values` list of labelled items keep their questions", () => {
  it('labels each answer of an intake form by its question, not the whole list by the form', () => {
    const lead = readInput(
      {
        firstName: 'Jordan',
        lastName: 'Blake',
        phone: '(816) 442-9031',
        forms: [
          {
            id: 1560021,
            name: 'Intake Questionnaire',
            values: [
              { id: 2041150001, fieldID: 9921001, value: 'Left knee, outer side', name: 'Where is the pain located?' },
              { id: 2041150002, fieldID: 9921002, value: 'About 3 weeks', name: 'How long have you had this pain?' },
              {
                id: 2041150003,
                fieldID: 9921003,
                value: 'Running, cycling',
                name: "Activities you'd like to return to",
              },
            ],
          },
        ],
      },
      'US',
    );
    expect(lead.notes).to.contain('Where is the pain located?: Left knee, outer side');
    expect(lead.notes).to.contain('How long have you had this pain?: About 3 weeks');
    expect(lead.notes).to.contain("Activities you'd like to return to: Running, cycling");
    expect(lead.notes).not.to.contain('2041150001');
  });
  it('labels them under a form object too (`form: {values: [{name, value}]}`)', () => {
    const lead = readInput(
      {
        name: 'Ines Duarte',
        email: 'ines@example.pt',
        form: {
          values: [
            { name: 'Tipo de obra', value: 'Remodelação de cozinha' },
            { name: 'Prazo', value: 'Até setembro' },
          ],
        },
      },
      'PT',
    );
    expect(lead.notes).to.contain('Tipo de obra: Remodelação de cozinha');
    expect(lead.notes).to.contain('Prazo: Até setembro');
  });
  it("still reads a field's chosen options (`values: [{name, value}]`, each value its name's code) as one value", () => {
    const { roles } = readLead(
      {
        name: 'Ines Duarte',
        email: 'ines@example.pt',
        interests: {
          values: [
            { name: 'Solar panels', value: 'solar_panels' },
            { name: 'Heat pump', value: 'heat_pump' },
          ],
        },
      },
      'PT',
    );
    expect(Object.keys(roles)).to.deep.equal(['/interests/values']);
  });
});
