import { expect } from 'chai';
import { readLead } from '../helpers/read-lead.ts';

// Session 39 (held-out blind set 44's guide 08: a survey tool's response in Turkish). A question asking for the name
// and surname joined by "ve" (and), `Adınız ve soyadınız`, asks for the person's name, as `Adınız soyadınız` does.
// Invented body; made-up people.

describe('Reader: a Turkish question for the name and surname', () => {
  it('reads the answer as the lead’s name', () => {
    const body = {
      respondent_id: '118822003344',
      answers: [
        { question: 'Adınız ve soyadınız', answer: 'Elif Yıldız' },
        { question: 'E-posta adresiniz', answer: 'elif.yildiz@example.com' },
        { question: 'Hangi hizmetle ilgileniyorsunuz?', answer: 'Mutfak tadilatı' },
      ],
    };
    const { input } = readLead(body, 'TR');
    expect(input.name).to.equal('Elif Yıldız');
    expect(input.email).to.equal('elif.yildiz@example.com');
    expect(input.notes).to.contain('Mutfak tadilatı');
  });
});
