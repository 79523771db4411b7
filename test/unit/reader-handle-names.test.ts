import { expect } from 'chai';
import { personOf } from '../helpers/read-lead.ts';

// Issue 35: a chat or course platform's handle that holds the person's full name. Made-up bodies and people.

describe("Reader: a handle's key holding a full name names the person", () => {
  it("reads a visitor's `nickname` written as a full name beside their email", () => {
    const body = {
      event: 'chat:message',
      data: {
        from: 'visitor',
        text: 'Hallo, ich hätte gern ein Angebot für zwei Fenster.',
        visitor: { nickname: 'Jonas Brückner', session: 'sess_81c2aa', email: 'jonas.brueckner@example.de' },
      },
    };
    expect(personOf(body, 'DE')).to.deep.equal({
      name: 'Jonas Brückner',
      phone: null,
      email: 'jonas.brueckner@example.de',
    });
  });

  it("reads a learner's `username` written as a full name, and leaves a handle that is no name", () => {
    const learner = (username: string) => ({
      kind: 'courseJoined',
      learner: { username, email: 'ines.moura@example.pt', profile: { tel: '+351 913 222 444' } },
    });
    expect(personOf(learner('Inês Moura'), 'PT').name).to.equal('Inês Moura');
    expect(personOf(learner('ines_moura88'), 'PT').name).to.equal(null);
  });
});
