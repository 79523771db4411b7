import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Issue 35: a form tool's own keys beside the person's answers. Made-up bodies and people.

describe("Reader: a form tool's ids and the browser it saw stay out of the brief", () => {
  it('leaves out `formid`, `entryid`, `client_browser` and `client_os`, keeps the answers', () => {
    const body = {
      formid: '5518207',
      entryid: '990172634',
      'Ad Soyad': 'Deniz Aksoy',
      Telefon: '0532 111 22 33',
      'Hangi hizmet?': 'Kombi bakımı',
      client_browser: 'Chrome 131.0',
      client_os: 'Android 15',
    };
    const { notes } = readInput(body, 'TR');
    expect(notes).to.contain('Kombi bakımı');
    for (const tool of ['5518207', '990172634', 'Chrome 131.0', 'Android 15']) expect(notes).not.to.contain(tool);
  });

  it("leaves out the account's `login` a tool names beside the contact's fields", () => {
    const body = {
      account_login: 'studiozebowelodz',
      contact_name: 'Marta Nowak',
      contact_email: 'marta.nowak@example.pl',
      contact_cel: 'Wybielanie przed ślubem w czerwcu',
    };
    const { notes } = readInput(body, 'PL');
    expect(notes).to.contain('Wybielanie przed ślubem');
    expect(notes).not.to.contain('studiozebowelodz');
  });
});
