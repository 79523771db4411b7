import { expect } from 'chai';
import { readLead } from '../helpers/read-lead.ts';

// Session 39's class (blind set 43's guide 06: a chat inbox's new message). A sentence under a key a campaign's part
// shares (`content`, `term`: `utm_content`'s words) is someone's words, not an ad's variant: the person's message beside
// their object is their answer, first in the brief, where it was a context line after every answer (and cut first past
// the budget). A campaign's `content` written as a code stays context. Invented body; made-up people.

describe("Reader: a message under `content` is the person's answer, not a campaign's part", () => {
  const body = {
    event: 'message_created',
    content: 'Hola, quiero cotizar la mudanza de un departamento de dos recámaras para el 20 de junio.',
    message_type: 'incoming',
    sender: { id: 51, name: 'Paula Ibarra', email: 'paula.ibarra@example.com', phone_number: '+52 81 5555 0142' },
    tracking: { source: 'google', medium: 'cpc', campaign: 'mudanzas-mty', content: 'banner_a' },
  };

  it('reads the message as an answer and the ad variant as context', () => {
    const { input, roles } = readLead(body, 'MX');
    expect(roles['/content']).to.equal('answer');
    expect(input.notes.split('\n')[0]).to.equal(`content: ${body.content}`);
    expect(roles['/tracking/content']).to.equal('context');
  });
});
