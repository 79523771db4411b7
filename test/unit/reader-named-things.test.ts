import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

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
