import { expect } from 'chai';
import { serverWithSource, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

// Review (red team) of a lead's conflicts (docs/api.md §3, "Another name or email"): a stranger with
// a webhook URL sends a person's phone first with a false name; the person's own post must then be a
// conflict, or the agent and the page take the stranger's name for the person's without a warning.
describe('Review: a false name sent first, then the person’s own', () => {
  let server: TestServer;
  let source: SourceView;
  serverWithSource((s, src) => {
    server = s;
    source = src;
  });

  async function leadAfter(falseName: string, ownName: string) {
    const phone = uniquePhone();
    const first = await server.post(source.webhookUrl, {
      name: falseName,
      phone,
      notes: 'Wants a call back on +1 900 555 0100',
    });
    expect((await first.json()).status).to.equal('created');
    const own = await server.post(source.webhookUrl, { name: ownName, phone });
    expect((await own.json()).status).to.equal('duplicate');
    const { leads } = await (await server.api(`/api/leads?phone=${encodeURIComponent(phone)}`)).json();
    expect(leads).to.have.length(1);
    return leads[0] as { name: string; conflicts: unknown[] };
  }

  it('a name written in letter-like symbols with no \\p{L} (negative squared letters: any reader, an LLM too, reads "MALLORY EVIL") still conflicts with "Jane Doe"', async () => {
    const lead = await leadAfter('🅼🅰🅻🅻🅾🆁🆈 🅴🆅🅸🅻', 'Jane Doe');
    expect(lead.name).to.equal('🅼🅰🅻🅻🅾🆁🆈 🅴🆅🅸🅻');
    expect(lead.conflicts, 'no conflict: the false name stands unwarned').to.have.length(1);
  });

  it('a false name padded with every initial (a … z) still conflicts with whatever name the person sends', async () => {
    const padded = `Mallory Evil ${'abcdefghijklmnopqrstuvwxyz'.split('').join(' ')}`;
    const lead = await leadAfter(padded, 'Jane Doe');
    expect(lead.conflicts, 'no conflict: every word of the person’s name "stands for" an initial').to.have.length(1);
  });
});
