import { expect } from 'chai';
import { v7 as uuidv7 } from 'uuid';
import type { LeadRecord, LeadStore } from '../../service/store/lead-store.ts';
import { unique, uniquePhone } from '../helpers/test-server.ts';

/**
 * The behaviour every LeadStore promises; run against SQLite always and MongoDB when MONGODB_URI is
 * set. With a skipReason the tests are listed as pending and one line says why.
 */
export function describeLeadStoreContract(name: string, open: () => Promise<{ store: LeadStore; dispose(): Promise<void> }>, skipReason?: string) {
  describe(`LeadStore contract: ${name}${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
    let store: LeadStore;
    let dispose: (() => Promise<void>) | undefined;
    let skipped = 0;
    const it = skipReason ? (title: string, test: () => Promise<void>) => (skipped++, globalThis.it.skip(title, test)) : globalThis.it;
    if (!skipReason) {
      before(async () => ({ store, dispose } = await open()));
      after(async () => dispose?.());
    }

    const now = () => new Date().toISOString();
    const newSource = (defaultCountry: string | null = null) =>
      store.createSource({ id: uuidv7(), name: unique('source'), defaultCountry, googleKey: null, token: unique('token'), at: now() });
    const lead = (sourceId: string, fields: Partial<LeadRecord>): LeadRecord => ({
      id: uuidv7(), sourceId, name: null, phone: null, email: null, notes: '', fields: {}, test: false, createdAt: now(), ...fields,
    });

    it('creates, reads, lists, updates and deletes sources', async () => {
      const created = await newSource('GB');
      expect(created).to.include({ defaultCountry: 'GB', leadCount: 0, lastLeadAt: null });
      expect(await store.getSource(created.id)).to.deep.equal(created);
      expect((await store.listSources()).map((s) => s.id)).to.include(created.id);

      const renamed = await store.updateSource(created.id, { name: 'Renamed', defaultCountry: null }, now());
      expect(renamed).to.include({ name: 'Renamed', defaultCountry: null, token: created.token });
      expect(await store.updateSource(created.id, {}, now())).to.include({ name: 'Renamed' });

      expect(await store.deleteSource(created.id, now())).to.equal(true);
      expect(await store.deleteSource(created.id, now())).to.equal(false);
      expect(await store.getSource(created.id)).to.equal(null);
      expect(await store.updateSource(created.id, { name: 'x' }, now())).to.equal(null);
      expect((await store.listSources()).map((s) => s.id)).not.to.include(created.id);
    });

    it('answers webhook lookups for active, regenerated, deleted and unknown tokens', async () => {
      const source = await newSource();
      expect(await store.findWebhook(source.token)).to.deep.include({ revoked: null });
      const replaced = await store.replaceToken(source.id, unique('token'), now());
      expect(replaced!.token).not.to.equal(source.token);
      expect((await store.findWebhook(source.token))!.revoked).to.include({ reason: 'regenerated' });
      expect((await store.findWebhook(replaced!.token))!.revoked).to.equal(null);
      await store.deleteSource(source.id, now());
      expect((await store.findWebhook(replaced!.token))!.revoked).to.include({ reason: 'deleted' });
      expect((await store.findWebhook(source.token))!.revoked).to.include({ reason: 'regenerated' });
      expect(await store.findWebhook(unique('no-such-token'))).to.equal(null);
      expect(await store.replaceToken(source.id, unique('token'), now())).to.equal(null);
    });

    it('stores a lead once per phone, across sources, and counts it on its source', async () => {
      const [a, b] = [await newSource(), await newSource()];
      const phone = uniquePhone();
      const first = await store.addLead(lead(a.id, { phone, fields: JSON.parse('{"__proto__": "kept", "id": "x"}') }), { at: now(), body: '{}' });
      expect(first.status).to.equal('created');
      expect(await store.addLead(lead(b.id, { phone }), { at: now() })).to.deep.equal({ status: 'duplicate', matchedOn: 'phone' });
      expect(await store.getSource(a.id)).to.include({ leadCount: 1 });
      expect((await store.getSource(a.id))!.lastLeadAt).to.be.a('string');
      const stored = await store.getLead(first.status === 'created' ? first.lead.id : '');
      expect(Object.keys(stored!.fields)).to.deep.equal(['__proto__', 'id']);
      expect(Object.getPrototypeOf(stored!.fields)).to.equal(Object.prototype);
    });

    it('treats an email-only lead as a duplicate of any lead with that email, compared lower-cased', async () => {
      const source = await newSource();
      const email = `${unique('Mixed')}@Example.com`;
      expect((await store.addLead(lead(source.id, { phone: uniquePhone(), email }), { at: now() })).status).to.equal('created');
      expect(await store.addLead(lead(source.id, { email: email.toLowerCase() }), { at: now() })).to.deep.equal({ status: 'duplicate', matchedOn: 'email' });
      // A lead with its own phone is judged by phone only.
      expect((await store.addLead(lead(source.id, { phone: uniquePhone(), email }), { at: now() })).status).to.equal('created');
    });

    it('stores exactly one of 25 concurrent identical leads', async () => {
      const source = await newSource();
      for (const fields of [{ phone: uniquePhone() }, { email: `${unique('race')}@example.com` }]) {
        const results = await Promise.all(Array.from({ length: 25 }, () => store.addLead(lead(source.id, fields), { at: now() })));
        expect(results.filter((r) => r.status === 'created')).to.have.length(1);
      }
    });

    it('answers each lead of a burst written together on its own, and logs and counts them all', async () => {
      const [source, other] = [await newSource(), await newSource()];
      const [p1, p2, p3] = [uniquePhone(), uniquePhone(), uniquePhone()];
      const email = `${unique('burst')}@example.com`;
      const burst = [
        lead(source.id, { phone: p1 }), lead(source.id, { phone: p1 }), lead(source.id, { phone: p2 }),
        lead(source.id, { phone: p1, test: true }), lead(source.id, { email }), lead(source.id, { email: email.toUpperCase() }),
        lead(other.id, { phone: p3 }),
      ];
      // Queued in one event-loop turn: the stores write these as one batch.
      const results = await Promise.all(burst.map((l, i) => store.addLead(l, { at: now(), body: `lead ${i}` })));
      expect(results.map((r) => (r.status === 'created' ? r.status : `${r.status} by ${r.matchedOn}`))).to.deep.equal([
        'created', 'duplicate by phone', 'created', 'created', 'created', 'duplicate by email', 'created',
      ]);
      expect(await store.getSource(source.id)).to.include({ leadCount: 4 });
      expect(await store.getSource(other.id)).to.include({ leadCount: 1 });
      const deliveries = await store.listDeliveries(source.id, 100);
      expect(deliveries.map((d) => `${d.outcome} ${d.body}`)).to.have.members([
        'created lead 0', 'duplicate lead 1', 'created lead 2', 'created lead 3', 'created lead 4', 'duplicate lead 5',
      ]);
      expect((await store.findLeads({ phone: p1, limit: 10 })).map((l) => l.id)).to.have.members([burst[0].id, burst[3].id]);
    });

    it('logs deliveries newest first, created, duplicate and rejected', async () => {
      const source = await newSource();
      const phone = uniquePhone();
      await store.addLead(lead(source.id, { phone }), { at: now(), body: 'first' });
      await store.addLead(lead(source.id, { phone }), { at: now(), body: 'second' });
      await store.recordDelivery(source.id, { at: now(), status: 422, outcome: 'rejected', error: { code: 'validation_failed', message: 'bad' }, body: 'third' });
      const deliveries = await store.listDeliveries(source.id, 100);
      expect(deliveries.map((d) => [d.outcome, d.status, d.body])).to.deep.equal([
        ['rejected', 422, 'third'], ['duplicate', 200, 'second'], ['created', 200, 'first'],
      ]);
      expect(deliveries[0].error).to.deep.equal({ code: 'validation_failed', message: 'bad' });
      expect(deliveries[2].leadId).to.be.a('string');
    });

    it('keeps counted refusals as one entry per key, the newest, summing counts from the first time', async () => {
      const source = await newSource();
      const refused = { status: 410, error: { code: 'webhook_revoked', message: 'gone' } };
      const first = await store.recordRefusals(source.id, { ...refused, key: '410 a', id: uuidv7(), count: 3, firstAt: '2026-01-01T00:00:00.000Z', lastAt: '2026-01-01T00:00:02.000Z' });
      expect(first).to.deep.include({ status: 410, outcome: 'rejected', count: 3, firstAt: '2026-01-01T00:00:00.000Z', lastAt: '2026-01-01T00:00:02.000Z' });
      await store.recordDelivery(source.id, { at: now(), status: 422, outcome: 'rejected', error: { code: 'validation_failed', message: 'bad' }, body: 'real' });
      await store.recordRefusals(source.id, { ...refused, key: '429 b', status: 429, id: uuidv7(), count: 1, firstAt: now(), lastAt: now() });
      const id = uuidv7();
      const again = await store.recordRefusals(source.id, { ...refused, key: '410 a', id, count: 5, firstAt: '2026-01-01T00:00:05.000Z', lastAt: '2026-01-01T00:00:07.000Z' });
      expect(again).to.deep.equal({
        id, at: '2026-01-01T00:00:07.000Z', status: 410, outcome: 'rejected', error: refused.error, count: 8,
        firstAt: '2026-01-01T00:00:00.000Z', lastAt: '2026-01-01T00:00:07.000Z',
      });
      const deliveries = await store.listDeliveries(source.id, 100);
      expect(deliveries.map((d) => [d.status, d.count])).to.deep.equal([[410, 8], [429, 1], [422, undefined]]);
      expect(await store.getDelivery(source.id, id)).to.deep.equal(again);
      expect(await store.getDelivery(source.id, first.id)).to.equal(null);
    });

    it('counts refused deliveries other than 410 and 429 as unseen until they are marked seen', async () => {
      const source = await newSource();
      expect(source.unseenRefusals).to.equal(0);
      const rejected = (status: number) => ({ at: now(), status, outcome: 'rejected' as const, error: { code: 'x', message: 'x' } });
      for (const status of [422, 400, 410, 429, 415, 503]) await store.recordDelivery(source.id, rejected(status));
      await store.addLead(lead(source.id, { phone: uniquePhone() }), { at: now() });
      await store.recordRefusals(source.id, { ...rejected(410), key: '410 c', id: uuidv7(), count: 9, firstAt: now(), lastAt: now() });
      expect((await store.getSource(source.id))!.unseenRefusals).to.equal(3);
      expect((await store.listSources()).find((s) => s.id === source.id)!.unseenRefusals).to.equal(3);
      expect(await store.markDeliveriesSeen(source.id)).to.equal(true);
      expect((await store.getSource(source.id))!.unseenRefusals).to.equal(0);
      await store.recordDelivery(source.id, rejected(422));
      expect((await store.getSource(source.id))!.unseenRefusals).to.equal(1);
      expect(await store.markDeliveriesSeen(uuidv7())).to.equal(false);
      await store.deleteSource(source.id, now());
      expect(await store.markDeliveriesSeen(source.id)).to.equal(false);
    });

    it('finds leads newest first by source, phone and email, a page at a time', async () => {
      const source = await newSource();
      const email = `${unique('page')}@example.com`;
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        const result = await store.addLead(lead(source.id, { phone: uniquePhone(), email }), { at: now() });
        if (result.status === 'created') ids.push(result.lead.id);
      }
      const newestFirst = [...ids].reverse();
      const page1 = await store.findLeads({ sourceId: source.id, limit: 2 });
      const page2 = await store.findLeads({ sourceId: source.id, limit: 10, beforeId: page1[1].id });
      expect([...page1, ...page2].map((l) => l.id)).to.deep.equal(newestFirst);
      expect((await store.findLeads({ email: email.toUpperCase(), limit: 10 })).map((l) => l.id)).to.deep.equal(newestFirst);
      const one = await store.getLead(ids[2]);
      expect((await store.findLeads({ phone: one!.phone!, limit: 10 })).map((l) => l.id)).to.deep.equal([ids[2]]);
      expect(await store.getLead(uuidv7())).to.equal(null);
    });

    it('answers a ping', async () => {
      await store.ping();
    });
    if (skipReason) console.log(`  ${skipped} tests of "LeadStore contract: ${name}" skipped: ${skipReason}.`);
  });
}
