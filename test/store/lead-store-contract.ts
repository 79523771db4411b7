import { expect } from 'chai';
import { v7 as uuidv7 } from 'uuid';
import type { LeadQuery } from '../../service/store/lead-queries.ts';
import type { LeadRecord, NewLead } from '../../service/store/lead-record.ts';
import type { LeadStore } from '../../service/store/lead-store.ts';
import { unique, uniquePhone } from '../helpers/test-server.ts';
import { outboundStoreContract } from './outbound-store-contract.ts';
import { replayLinkContract } from './replay-link-contract.ts';

/**
 * The behaviour every LeadStore promises; run against SQLite always and MongoDB when MONGODB_URI is
 * set. With a skipReason the tests are listed as pending and one line says why.
 */
export function describeLeadStoreContract(
  name: string,
  open: () => Promise<{ store: LeadStore; dispose(): Promise<void> }>,
  skipReason?: string,
) {
  describe(`LeadStore contract: ${name}${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
    let store: LeadStore;
    let dispose: (() => Promise<void>) | undefined;
    let skipped = 0;
    const it = skipReason
      ? (title: string, test: () => Promise<void>) => (skipped++, globalThis.it.skip(title, test))
      : globalThis.it;
    if (!skipReason) {
      before(async () => ({ store, dispose } = await open()));
      after(async () => dispose?.());
    }

    const now = () => new Date().toISOString();
    const newSource = (defaultCountry: string | null = null) =>
      store.createSource({
        id: uuidv7(),
        name: unique('source'),
        defaultCountry,
        googleKey: null,
        token: unique('token'),
        at: now(),
      });
    const lead = (sourceId: string, fields: Partial<NewLead>): NewLead => ({
      id: uuidv7(),
      sourceId,
      name: null,
      phone: null,
      email: null,
      notes: '',
      fields: {},
      test: false,
      createdAt: now(),
      ...fields,
    });

    it('creates, reads, lists, updates and deletes sources', async () => {
      const created = await newSource('GB');
      expect(created).to.include({ defaultCountry: 'GB', leadCount: 0, lastLeadAt: null });
      expect(await store.getSource(created.id)).to.deep.equal(created);
      expect((await store.listSources()).map((s) => s.id)).to.include(created.id);

      const renamed = await store.updateSource(created.id, { name: 'Renamed', defaultCountry: null }, now());
      expect(renamed).to.include({ name: 'Renamed', defaultCountry: null, token: created.token });
      expect(await store.updateSource(created.id, {}, now())).to.include({ name: 'Renamed' });
      expect(created.redirectUrl).to.equal(null);
      const thanks = 'https://www.example.com/thanks';
      expect(await store.updateSource(created.id, { redirectUrl: thanks }, now())).to.include({ redirectUrl: thanks });
      expect((await store.findWebhook(created.token))?.source).to.include({ redirectUrl: thanks, name: 'Renamed' });
      expect(await store.updateSource(created.id, { redirectUrl: null }, now())).to.include({ redirectUrl: null });

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
      const first = await store.addLead(lead(a.id, { phone, fields: JSON.parse('{"__proto__": "kept", "id": "x"}') }), {
        at: now(),
        body: '{}',
      });
      expect(first.status).to.equal('created');
      expect(await store.addLead(lead(b.id, { phone }), { at: now() })).to.deep.equal({
        status: 'duplicate',
        matchedOn: 'phone',
      });
      expect(await store.getSource(a.id)).to.include({ leadCount: 1 });
      expect((await store.getSource(a.id))!.lastLeadAt).to.be.a('string');
      const stored = await store.getLead(first.status === 'created' ? first.lead.id : '');
      expect(Object.keys(stored!.fields)).to.deep.equal(['__proto__', 'id']);
      expect(Object.getPrototypeOf(stored!.fields)).to.equal(Object.prototype);
    });

    it('treats an email-only lead as a duplicate of any lead with that email, compared lower-cased', async () => {
      const source = await newSource();
      const email = `${unique('Mixed')}@Example.com`;
      expect((await store.addLead(lead(source.id, { phone: uniquePhone(), email }), { at: now() })).status).to.equal(
        'created',
      );
      expect(await store.addLead(lead(source.id, { email: email.toLowerCase() }), { at: now() })).to.deep.equal({
        status: 'duplicate',
        matchedOn: 'email',
      });
      // A lead with its own phone is judged by phone only.
      expect((await store.addLead(lead(source.id, { phone: uniquePhone(), email }), { at: now() })).status).to.equal(
        'created',
      );
    });

    it('stores exactly one of 25 concurrent identical leads', async () => {
      const source = await newSource();
      for (const fields of [{ phone: uniquePhone() }, { email: `${unique('race')}@example.com` }]) {
        const results = await Promise.all(
          Array.from({ length: 25 }, () => store.addLead(lead(source.id, fields), { at: now() })),
        );
        expect(results.filter((r) => r.status === 'created')).to.have.length(1);
      }
    });

    it('answers each lead of a burst written together on its own, and logs and counts them all', async () => {
      const [source, other] = [await newSource(), await newSource()];
      const [p1, p2, p3] = [uniquePhone(), uniquePhone(), uniquePhone()];
      const email = `${unique('burst')}@example.com`;
      const burst = [
        lead(source.id, { phone: p1 }),
        lead(source.id, { phone: p1 }),
        lead(source.id, { phone: p2 }),
        lead(source.id, { phone: p1, test: true }),
        lead(source.id, { email }),
        lead(source.id, { email: email.toUpperCase() }),
        lead(other.id, { phone: p3 }),
      ];
      // Queued in one event-loop turn: the stores write these as one batch.
      const results = await Promise.all(burst.map((l, i) => store.addLead(l, { at: now(), body: `lead ${i}` })));
      expect(results.map((r) => (r.status === 'created' ? r.status : `${r.status} by ${r.matchedOn}`))).to.deep.equal([
        'created',
        'duplicate by phone',
        'created',
        'created',
        'created',
        'duplicate by email',
        'created',
      ]);
      expect(await store.getSource(source.id)).to.include({ leadCount: 3, testLeadCount: 1 });
      expect(await store.getSource(other.id)).to.include({ leadCount: 1 });
      const deliveries = await store.listDeliveries(source.id, 100);
      expect(deliveries.map((d) => `${d.outcome} ${d.body}`)).to.have.members([
        'created lead 0',
        'duplicate lead 1',
        'created lead 2',
        'created lead 3',
        'created lead 4',
        'duplicate lead 5',
      ]);
      expect((await store.findLeads({ phone: p1, limit: 10 })).leads.map((l) => l.id)).to.have.members([
        burst[0].id,
        burst[3].id,
      ]);
    });

    it('logs deliveries newest first, created, duplicate and rejected', async () => {
      const source = await newSource();
      const phone = uniquePhone();
      await store.addLead(lead(source.id, { phone }), { at: now(), body: 'first' });
      await store.addLead(lead(source.id, { phone }), { at: now(), body: 'second' });
      await store.addLead(lead(source.id, { phone: uniquePhone() }), {
        at: now(),
        body: 'to a thank-you page',
        status: 303,
      });
      await store.recordDelivery(source.id, {
        at: now(),
        status: 422,
        outcome: 'rejected',
        error: { code: 'validation_failed', message: 'bad' },
        body: 'third',
      });
      const deliveries = await store.listDeliveries(source.id, 100);
      expect(deliveries.map((d) => [d.outcome, d.status, d.body])).to.deep.equal([
        ['rejected', 422, 'third'],
        ['created', 303, 'to a thank-you page'],
        ['duplicate', 200, 'second'],
        ['created', 200, 'first'],
      ]);
      expect(deliveries[0].error).to.deep.equal({ code: 'validation_failed', message: 'bad' });
      expect(deliveries[3].leadId).to.be.a('string');
    });

    it('keeps how a lead was read on its delivery, created or duplicate: picked pointers, decoded texts, warnings', async () => {
      const source = await newSource();
      const phone = uniquePhone();
      const reading = {
        picked: { phone: '/rawRequest/q5_phone/full', firstName: '/rawRequest/q3_name/first' },
        decodedText: ['/rawRequest'],
        warnings: [{ field: 'email', message: 'email must be a valid address such as jane@example.com' }],
      };
      await store.addLead(lead(source.id, { phone }), { at: now(), body: 'read', ...reading });
      await store.addLead(lead(source.id, { phone }), { at: now(), body: 'again', ...reading });
      await store.addLead(lead(source.id, { phone: uniquePhone() }), { at: now(), body: 'plain' });
      const [plain, again, read] = await store.listDeliveries(source.id, 100);
      expect(read).to.deep.include(reading);
      expect(again).to.deep.include({ outcome: 'duplicate', ...reading });
      expect(await store.getDelivery(source.id, read.id)).to.deep.include(reading);
      expect(plain).not.to.have.any.keys('picked', 'decodedText', 'warnings');
    });

    it("keeps why each field was picked and every other value's role on its delivery, created or duplicate", async () => {
      const source = await newSource();
      const phone = uniquePhone();
      // Pointers with dots, `$`, `~1` and a prototype's name are data, as in a field map.
      const explanation = {
        reasons: {
          phone: [
            { feature: 'labelTerm', weight: 4, text: 'labelled "Telefon" (a phone term)' },
            { feature: 'found', weight: 1, text: 'found at /contact/phone' },
          ],
          email: [{ feature: 'found', weight: 1, text: 'found at /contact/email' }],
        },
        roles: {
          '/message': 'answer',
          '/page.url': 'context',
          '/$sig': 'system',
          '/a~1b': 'system',
          '/__proto__': 'otherParty',
        } as const,
      };
      await store.addLead(lead(source.id, { phone }), { at: now(), body: 'read', ...explanation });
      await store.addLead(lead(source.id, { phone }), { at: now(), body: 'again', ...explanation });
      await store.addLead(lead(source.id, { phone: uniquePhone() }), { at: now(), body: 'plain' });
      const [plain, again, read] = await store.listDeliveries(source.id, 100);
      expect(read).to.deep.include(explanation);
      expect(Object.keys(read.roles!)).to.deep.equal(Object.keys(explanation.roles));
      expect(again).to.deep.include({ outcome: 'duplicate', ...explanation });
      expect(await store.getDelivery(source.id, read.id)).to.deep.include(explanation);
      expect(plain).not.to.have.any.keys('reasons', 'roles');
    });

    it('keeps counted refusals as one entry per key, the newest, summing counts from the first time', async () => {
      const source = await newSource();
      const refused = { status: 410, error: { code: 'webhook_revoked', message: 'gone' } };
      const first = await store.recordRefusals(source.id, {
        ...refused,
        key: '410 a',
        id: uuidv7(),
        count: 3,
        firstAt: '2026-01-01T00:00:00.000Z',
        lastAt: '2026-01-01T00:00:02.000Z',
      });
      expect(first).to.deep.include({
        status: 410,
        outcome: 'rejected',
        count: 3,
        firstAt: '2026-01-01T00:00:00.000Z',
        lastAt: '2026-01-01T00:00:02.000Z',
      });
      await store.recordDelivery(source.id, {
        // From the same generator as the refusals' ids: two generators' ids of one millisecond
        // order at random, and the list below is in id order.
        id: uuidv7(),
        at: now(),
        status: 422,
        outcome: 'rejected',
        error: { code: 'validation_failed', message: 'bad' },
        body: 'real',
      });
      await store.recordRefusals(source.id, {
        ...refused,
        key: '429 b',
        status: 429,
        id: uuidv7(),
        count: 1,
        firstAt: now(),
        lastAt: now(),
      });
      const id = uuidv7();
      const again = await store.recordRefusals(source.id, {
        ...refused,
        key: '410 a',
        id,
        count: 5,
        firstAt: '2026-01-01T00:00:05.000Z',
        lastAt: '2026-01-01T00:00:07.000Z',
      });
      expect(again).to.deep.equal({
        id,
        at: '2026-01-01T00:00:07.000Z',
        status: 410,
        outcome: 'rejected',
        error: refused.error,
        count: 8,
        firstAt: '2026-01-01T00:00:00.000Z',
        lastAt: '2026-01-01T00:00:07.000Z',
      });
      const deliveries = await store.listDeliveries(source.id, 100);
      expect(deliveries.map((d) => [d.status, d.count])).to.deep.equal([
        [410, 8],
        [429, 1],
        [422, undefined],
      ]);
      expect(await store.getDelivery(source.id, id)).to.deep.equal(again);
      expect(await store.getDelivery(source.id, first.id)).to.equal(null);
    });

    it('counts refused deliveries other than 410 and 429 as unseen until they are marked seen', async () => {
      const source = await newSource();
      expect(source.unseenRefusals).to.equal(0);
      const rejected = (status: number) => ({
        at: now(),
        status,
        outcome: 'rejected' as const,
        error: { code: 'x', message: 'x' },
      });
      for (const status of [422, 400, 410, 429, 415, 503]) await store.recordDelivery(source.id, rejected(status));
      await store.addLead(lead(source.id, { phone: uniquePhone() }), { at: now() });
      await store.recordRefusals(source.id, {
        ...rejected(410),
        key: '410 c',
        id: uuidv7(),
        count: 9,
        firstAt: now(),
        lastAt: now(),
      });
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
      expect(page1.nextBeforeId).to.equal(page1.leads[1].id);
      const page2 = await store.findLeads({ sourceId: source.id, limit: 10, beforeId: page1.nextBeforeId! });
      expect(page2.nextBeforeId).to.equal(null);
      expect([...page1.leads, ...page2.leads].map((l) => l.id)).to.deep.equal(newestFirst);
      expect((await store.findLeads({ email: email.toUpperCase(), limit: 10 })).leads.map((l) => l.id)).to.deep.equal(
        newestFirst,
      );
      const one = await store.getLead(ids[2]);
      expect((await store.findLeads({ phone: one!.phone!, limit: 10 })).leads.map((l) => l.id)).to.deep.equal([ids[2]]);
      expect(await store.getLead(uuidv7())).to.equal(null);
    });

    it('counts the leads of the filters up to a cap, and says when it stopped there (a search too)', async () => {
      const source = await newSource();
      const name = `Counted ${unique('c').replace(/\W/g, '')}`;
      for (let i = 0; i < 4; i++) await store.addLead(lead(source.id, { phone: uniquePhone(), name }), { at: now() });
      expect(await store.countLeads({ sourceId: source.id }, 10)).to.deep.equal({ total: 4, capped: false });
      expect(await store.countLeads({ sourceId: source.id }, 4)).to.deep.equal({ total: 4, capped: false });
      expect(await store.countLeads({ sourceId: source.id }, 3)).to.deep.equal({ total: 3, capped: true });
      expect(await store.countLeads({ sourceId: source.id, q: name }, 10)).to.deep.equal({ total: 4, capped: false });
      expect(await store.countLeads({ sourceId: source.id, q: name }, 2)).to.include({ capped: true });
      expect(await store.countLeads({ sourceId: source.id, q: 'nobody at all' }, 10)).to.deep.equal({
        total: 0,
        capped: false,
      });
    });

    const created = async (l: NewLead) => {
      const result = await store.addLead(l, { at: now() });
      if (result.status !== 'created') throw new Error(`expected created, got ${JSON.stringify(result)}`);
      return result.lead;
    };
    /** Every page of a query, following nextBeforeId to its null end. */
    const allPages = async (query: LeadQuery) => {
      const ids: string[] = [];
      let beforeId: string | undefined;
      for (let pages = 0; pages < 100; pages++) {
        const page = await store.findLeads({ ...query, ...(beforeId ? { beforeId } : {}) });
        expect(page.leads.length).to.be.at.most(query.limit);
        ids.push(...page.leads.map((l) => l.id));
        if (page.nextBeforeId === null) return ids;
        beforeId = page.nextBeforeId;
      }
      throw new Error('no end of pages');
    };

    it('searches names ignoring case and accents, emails, and phones by their digits, a page at a time', async () => {
      const source = await newSource();
      const tag = unique('x').replace(/\W/g, '').slice(-9);
      const jose = await created(lead(source.id, { name: `José Núñez ${tag}`, phone: uniquePhone() }));
      const mail = await created(
        lead(source.id, { name: 'Other', email: `ana.${tag}@Example.com`, phone: uniquePhone() }),
      );
      const phone = await created(lead(source.id, { name: 'Third', phone: uniquePhone() }));
      await created(lead(source.id, { name: 'Nobody', phone: uniquePhone() }));
      const search = (q: string, extra: Partial<LeadQuery> = {}) =>
        allPages({ q, limit: 1, sourceId: source.id, ...extra });
      expect(await search(`jose nunez ${tag}`)).to.deep.equal([jose.id]);
      expect(await search(`NÚÑEZ ${tag.toUpperCase()}`)).to.deep.equal([jose.id]);
      expect(await search(`ANA.${tag}@example`)).to.deep.equal([mail.id]);
      expect(await search(tag)).to.deep.equal([mail.id, jose.id]);
      const digits = phone.phone!.slice(-7);
      expect(await search(`${digits.slice(0, 3)}-${digits.slice(3)}`, { qDigits: digits })).to.deep.equal([phone.id]);
      expect(await allPages({ q: `${tag}"'%_*`, limit: 5 })).to.deep.equal([]);
    });

    it('goes on searching from a cursor whose lead was erased since, and combines the search with every filter', async () => {
      const source = await newSource();
      const tag = unique('c').replace(/\W/g, '').slice(-9);
      const found: LeadRecord[] = [];
      const at = (minute: number) => new Date(Date.UTC(2032, 0, 1, 0, minute)).toISOString();
      for (let i = 0; i < 5; i++)
        found.push(
          await created(
            lead(source.id, { name: `Cursor ${tag} ${i}`, phone: uniquePhone(), test: i === 1, createdAt: at(i) }),
          ),
        );
      await created(lead((await newSource()).id, { name: `Cursor ${tag} elsewhere`, phone: uniquePhone() }));
      const newestFirst = found.map((l) => l.id).reverse();
      const page1 = await store.findLeads({ q: tag, sourceId: source.id, limit: 2 });
      expect(page1.leads.map((l) => l.id)).to.deep.equal(newestFirst.slice(0, 2));
      await store.eraseLead(page1.nextBeforeId!, { texts: [], digits: [] });
      const page2 = await store.findLeads({ q: tag, sourceId: source.id, limit: 2, beforeId: page1.nextBeforeId! });
      expect(page2.leads.map((l) => l.id)).to.deep.equal(newestFirst.slice(2, 4));
      expect(await allPages({ q: tag, limit: 1, sourceId: source.id, test: false })).to.deep.equal(
        newestFirst.filter((id) => id !== found[1].id && id !== page1.nextBeforeId),
      );
      expect(await allPages({ q: tag, limit: 1, test: true })).to.deep.equal([found[1].id]);
      expect(await allPages({ q: tag, limit: 2, phone: found[4].phone! })).to.deep.equal([found[4].id]);
      expect(
        await allPages({ q: tag, limit: 2, from: found[2].createdAt, to: found[4].createdAt, sourceId: source.id }),
      ).to.deep.equal([found[2].id]);
    });

    it('filters by creation time (from inclusive, to exclusive) and by test or real', async () => {
      const source = await newSource();
      const at = (minute: number) => new Date(Date.UTC(2031, 0, 1, 0, minute)).toISOString();
      const early = await created(lead(source.id, { phone: uniquePhone(), createdAt: at(0) }));
      const middle = await created(lead(source.id, { phone: uniquePhone(), createdAt: at(10), test: true }));
      const late = await created(lead(source.id, { phone: uniquePhone(), createdAt: at(20) }));
      const ids = (extra: Partial<LeadQuery>) => allPages({ sourceId: source.id, limit: 2, ...extra });
      expect(await ids({ from: at(0), to: at(20) })).to.deep.equal([middle.id, early.id]);
      expect(await ids({ from: at(10) })).to.deep.equal([late.id, middle.id]);
      expect(await ids({ test: true })).to.deep.equal([middle.id]);
      expect(await ids({ test: false })).to.deep.equal([late.id, early.id]);
    });

    it('keeps the leads of a deleted source findable, and lists the source with deletedAt when asked', async () => {
      const source = await newSource();
      const kept = await created(lead(source.id, { phone: uniquePhone() }));
      await store.deleteSource(source.id, now());
      expect((await store.findLeads({ sourceId: source.id, limit: 5 })).leads.map((l) => l.id)).to.deep.equal([
        kept.id,
      ]);
      expect((await store.listSources()).map((s) => s.id)).not.to.include(source.id);
      const listed = (await store.listSources({ includeDeleted: true })).find((s) => s.id === source.id);
      expect(listed!.deletedAt).to.be.a('string');
      expect(listed!.token).to.equal('');
    });

    it('keeps what a returning person sent on the lead they matched: the first from each source and the newest 20', async () => {
      const [a, b] = [await newSource(), await newSource()];
      const phone = uniquePhone();
      const first = await created(lead(a.id, { name: 'First', phone }));
      expect(first).to.include({ returns: 0, lastSeenAt: first.createdAt });
      await store.addLead(lead(b.id, { name: 'From B', phone, notes: 'asked to be called', fields: { b: 1 } }), {
        at: now(),
        body: 'b-body',
      });
      for (let i = 0; i < 22; i++) await store.addLead(lead(a.id, { name: `Again ${i}`, phone }), { at: now() });
      const stored = await store.getLead(first.id);
      expect(stored!.returns).to.equal(23);
      expect(stored!.lastSeenAt > first.createdAt).to.equal(true);
      const submissions = await store.listSubmissions(first.id);
      expect(submissions.map((s) => s.name)).to.deep.equal([
        'From B',
        'Again 0',
        ...Array.from({ length: 20 }, (_, i) => `Again ${i + 2}`),
      ]);
      expect(submissions[0]).to.deep.include({ sourceId: b.id, phone, notes: 'asked to be called', fields: { b: 1 } });
      const deliveries = await store.listLeadDeliveries(first.id, 100);
      expect(deliveries).to.have.length(24);
      expect(deliveries.at(-1)).to.include({ outcome: 'created', leadId: first.id });
      expect(deliveries.at(-2)).to.include({ outcome: 'duplicate', matchedLeadId: first.id, body: 'b-body' });
      // Email-only duplicates are kept on the lead holding the email.
      const email = `${unique('back')}@example.com`;
      const holder = await created(lead(a.id, { phone: uniquePhone(), email }));
      await store.addLead(lead(b.id, { email: email.toUpperCase(), name: 'By email' }), { at: now() });
      expect((await store.listSubmissions(holder.id)).map((s) => s.name)).to.deep.equal(['By email']);
    });

    it('cuts a submission over 16 KB to fit, keeping who and how to reach them', async () => {
      const source = await newSource();
      const phone = uniquePhone();
      const first = await created(lead(source.id, { phone }));
      await store.addLead(
        lead(source.id, { name: 'Big', phone, notes: 'n'.repeat(40_000), fields: { big: 'f'.repeat(40_000) } }),
        { at: now() },
      );
      const [submission] = await store.listSubmissions(first.id);
      expect(submission).to.include({ name: 'Big', phone, truncated: true });
      expect(submission.fields).to.deep.equal({});
      expect(Buffer.byteLength(JSON.stringify(submission))).to.be.at.most(16 * 1024);
    });

    // Issue 34 item 4: a stranger who sent the person's phone first cannot make their name stick unseen.
    it('lists on the lead each later submission with another name or email as a conflict, never the same person again', async () => {
      const [a, b] = [await newSource(), await newSource()];
      const phone = uniquePhone();
      const email = `${unique('zoe')}@example.com`;
      const first = await created(lead(a.id, { name: 'Zoë Ångström', phone, email }));
      expect(first.conflicts).to.deep.equal([]);
      const back = async (sourceId: string, sent: Partial<NewLead>) => {
        const at = now();
        expect(await store.addLead(lead(sourceId, { phone, ...sent }), { at })).to.include({ status: 'duplicate' });
        return at;
      };
      await back(a.id, { name: 'zoe  ANGSTROM' });
      await back(b.id, { name: 'Zoe', email: email.toUpperCase() });
      await back(b.id, { name: null, email: null, notes: 'nothing to compare' });
      const otherEmail = await back(b.id, { name: 'Zoë Ångström', email: `other.${email}` });
      const otherName = await back(a.id, { name: 'Mallory Stranger', notes: 'do not call' });
      const expected = [
        { name: 'Zoë Ångström', email: `other.${email}`, sourceId: b.id, at: otherEmail },
        { name: 'Mallory Stranger', email: null, sourceId: a.id, at: otherName },
      ];
      expect((await store.getLead(first.id))!.conflicts).to.deep.equal(expected);
      expect((await store.findLeads({ phone, limit: 5 })).leads[0].conflicts).to.deep.equal(expected);
      expect((await store.getLead(first.id))!.returns).to.equal(5);
      // Email-only duplicates are compared with the lead holding the email.
      const holderEmail = `${unique('held')}@example.com`;
      const holder = await created(lead(a.id, { name: 'Ann Lee', phone: uniquePhone(), email: holderEmail }));
      await store.addLead(lead(b.id, { name: 'Lee, Ann', email: holderEmail }), { at: now() });
      await store.addLead(lead(b.id, { name: 'Someone Else', email: holderEmail }), { at: now() });
      expect((await store.getLead(holder.id))!.conflicts.map((c) => c.name)).to.deep.equal(['Someone Else']);
    });

    it('never lets a conflicting submission push out a matching one: the first from each source, the newest 20 matching and the newest 20 conflicting', async () => {
      const [a, b] = [await newSource(), await newSource()];
      const phone = uniquePhone();
      const person = await created(lead(a.id, { name: 'Jane Doe', phone }));
      await store.addLead(lead(a.id, { name: 'Jane Doe', phone, notes: 'first time back' }), { at: now() });
      await store.addLead(lead(a.id, { name: 'Jane', phone, notes: 'call me after 5' }), { at: now() });
      for (let i = 0; i < 25; i++)
        await store.addLead(lead(i === 0 ? b.id : a.id, { name: `Forger ${i}`, phone, notes: 'do not call' }), {
          at: now(),
        });
      const submissions = await store.listSubmissions(person.id);
      expect(submissions.map((s) => s.notes)).to.deep.include.members(['first time back', 'call me after 5']);
      expect(submissions.map((s) => s.name)).to.deep.equal([
        'Jane Doe',
        'Jane',
        'Forger 0', // the first from source b
        ...Array.from({ length: 20 }, (_, i) => `Forger ${i + 5}`),
      ]);
      const stored = await store.getLead(person.id);
      expect(stored!.returns).to.equal(27);
      expect(stored!.conflicts.map((c) => c.name)).to.deep.equal(
        Array.from({ length: 20 }, (_, i) => `Forger ${i + 5}`),
      );
      // Matching ones past 20 are pruned as before, the first from each source kept.
      for (let i = 0; i < 21; i++)
        await store.addLead(lead(a.id, { name: 'JANE DOE', phone, notes: `again ${i}` }), { at: now() });
      const later = await store.listSubmissions(person.id);
      expect(later.filter((s) => s.name !== null && s.name.startsWith('Forger'))).to.have.length(21);
      expect(later.filter((s) => !s.name!.startsWith('Forger')).map((s) => s.notes)).to.deep.equal([
        'first time back',
        ...Array.from({ length: 20 }, (_, i) => `again ${i + 1}`),
      ]);
    });

    it('erases a lead: gone from every read, its deliveries and the refused bodies carrying it emptied, its phone and email free again', async () => {
      const source = await newSource();
      const phone = uniquePhone();
      const email = `${unique('erase')}@example.com`;
      const person = await created(lead(source.id, { name: 'Erase Me', phone, email }));
      await store.addLead(lead(source.id, { phone, name: 'Came back' }), { at: now(), body: 'duplicate body' });
      const national = `(${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`;
      await store.recordDelivery(source.id, {
        at: now(),
        status: 422,
        outcome: 'rejected',
        error: { code: 'c', message: 'm' },
        body: `{"phone": "${national}"}`,
      });
      await store.recordDelivery(source.id, {
        at: now(),
        status: 422,
        outcome: 'rejected',
        error: { code: 'c', message: 'm' },
        body: `email=${email.toUpperCase().replace('@', '%40')}`,
      });
      await store.recordDelivery(source.id, {
        at: now(),
        status: 422,
        outcome: 'rejected',
        error: { code: 'c', message: 'm' },
        body: 'someone else',
      });
      const other = await created(lead(source.id, { phone: uniquePhone(), email }));

      const report = await store.eraseLead(person.id, {
        texts: [email, email.replace('@', '%40')],
        digits: [phone.slice(2)],
      });
      expect(report).to.deep.equal({ erasedDeliveries: 4 });
      expect(await store.getLead(person.id)).to.equal(null);
      expect(await store.listSubmissions(person.id)).to.deep.equal([]);
      expect((await store.findLeads({ phone, limit: 5 })).leads).to.deep.equal([]);
      expect(await allPages({ q: 'Erase Me', limit: 5, sourceId: source.id })).to.deep.equal([]);
      expect(await store.getSource(source.id)).to.include({ leadCount: 1 });
      const log = await store.listDeliveries(source.id, 100);
      expect(log.map((d) => [d.outcome, d.erased ?? false, d.body ?? null])).to.deep.equal([
        ['created', false, null],
        ['rejected', false, 'someone else'],
        ['rejected', true, null],
        ['rejected', true, null],
        ['duplicate', true, null],
        ['created', true, null],
      ]);
      expect(await store.eraseLead(person.id, { texts: [], digits: [] })).to.equal(null);
      // The phone is free again; the email is still held by the other lead.
      expect((await store.addLead(lead(source.id, { phone }), { at: now() })).status).to.equal('created');
      expect(await store.addLead(lead(source.id, { email }), { at: now() })).to.deep.equal({
        status: 'duplicate',
        matchedOn: 'email',
      });
      await store.eraseLead(other.id, { texts: [], digits: [] });
      expect((await store.addLead(lead(source.id, { email }), { at: now() })).status).to.equal('created');
    });

    it('answers a ping', async () => {
      await store.ping();
    });

    outboundStoreContract({ store: () => store, it, newSource: () => newSource(), lead });
    replayLinkContract({ store: () => store, it, newSource: () => newSource(), lead });
    if (skipReason) console.log(`  ${skipped} tests of "LeadStore contract: ${name}" skipped: ${skipReason}.`);
  });
}
