import { expect } from 'chai';
import { v7 as uuidv7 } from 'uuid';
import type { LeadRecord, NewLead } from '../../service/store/lead-record.ts';
import type { LeadStore } from '../../service/store/lead-store.ts';
import type { SourceRecord } from '../../service/store/source-record.ts';
import type { OutboundEventType } from '../../service/store/outbound-records.ts';
import { outboundEventView } from '../../service/subscriptions/subscription-view.ts';
import { uniquePhone } from '../helpers/test-server.ts';

interface Helpers {
  store: () => LeadStore;
  it: (title: string, test: () => Promise<void>) => void;
  newSource: () => Promise<SourceRecord>;
  lead: (sourceId: string, fields: Partial<NewLead>) => NewLead;
}

const later = (ms: number) => new Date(Date.now() + ms).toISOString();
const iso = () => new Date().toISOString();

/** The outbox's part of the LeadStore contract (issue 38), run inside describeLeadStoreContract. */
export function outboundStoreContract({ store: storeOf, it, newSource, lead }: Helpers): void {
  const subscribe = (sourceIds: string[] | null, events: OutboundEventType[] = ['lead.created']) =>
    storeOf().createSubscription({
      id: uuidv7(),
      url: 'https://hooks.example.com/in',
      events,
      sourceIds,
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      enabled: true,
      ownerTokenId: null,
      at: iso(),
    });
  const created = async (newLead: NewLead): Promise<LeadRecord> => {
    const result = await storeOf().addLead(newLead, { at: iso() });
    if (result.status !== 'created') throw new Error(`not created: ${JSON.stringify(result)}`);
    return result.lead;
  };

  it('keeps subscriptions: create, list, read, change, rotate the secret, delete', async () => {
    const store = storeOf();
    const source = await newSource();
    const made = await subscribe([source.id]);
    expect(made).to.include({ enabled: true, previousSecret: null, disabledReason: null, lastSuccessAt: null });
    expect(made.sourceIds).to.deep.equal([source.id]);
    expect(await store.getSubscription(made.id)).to.deep.equal(made);
    expect((await store.listSubscriptions()).map((s) => s.id)).to.include(made.id);
    const changed = await store.updateSubscription(
      made.id,
      { events: ['lead.created', 'lead.erased'], enabled: false },
      iso(),
    );
    expect(changed).to.deep.include({ events: ['lead.created', 'lead.erased'], enabled: false, url: made.url });
    const until = later(24 * 3600_000);
    const rotated = await store.updateSubscription(
      made.id,
      { rotate: { secret: 'whsec_bmV3', previousSecretUntil: until } },
      iso(),
    );
    expect(rotated).to.include({ secret: 'whsec_bmV3', previousSecret: made.secret, previousSecretUntil: until });
    expect(await store.deleteSubscription(made.id)).to.equal(true);
    expect(await store.deleteSubscription(made.id)).to.equal(false);
    expect(await store.getSubscription(made.id)).to.equal(null);
    expect(await store.updateSubscription(made.id, { enabled: true }, iso())).to.equal(null);
  });

  it("writes a lead's lead.created with the lead, for the subscriptions that want its source, claimed under a lease", async () => {
    const store = storeOf();
    const [source, other] = [await newSource(), await newSource()];
    const mine = await subscribe([source.id]);
    const everyOther = await subscribe([other.id]);
    const stored = await created(
      lead(source.id, { name: 'Outbox Person', phone: uniquePhone(), fields: { budget: 5 } }),
    );
    await created(lead(other.id, { phone: uniquePhone() }));

    const [event, ...more] = await store.claimDueEvents(mine.id, later(1000), later(30_000), 10);
    expect(more).to.deep.equal([]);
    expect(event).to.include({
      subscriptionId: mine.id,
      type: 'lead.created',
      leadId: stored.id,
      state: 'pending',
      attempts: 0,
    });
    expect(event.id).to.match(/^msg_/);
    const body = JSON.parse(event.body!);
    expect(body).to.deep.include({ id: event.id, type: 'lead.created', timestamp: stored.createdAt });
    expect(body.data.lead).to.deep.equal(stored);
    expect(body.data.source).to.deep.equal({ id: source.id, name: source.name });
    // Leased: not claimed again until the lease ends; then the same event, the same id and body.
    expect(await store.claimDueEvents(mine.id, later(1000), later(30_000), 10)).to.deep.equal([]);
    const again = await store.claimDueEvents(mine.id, later(31_000), later(60_000), 10);
    expect(again.map((e) => [e.id, e.body])).to.deep.equal([[event.id, event.body]]);
    expect(await store.claimDueEvents(everyOther.id, later(1000), later(30_000), 10)).to.have.length(1);
    await store.deleteSubscription(mine.id);
    await store.deleteSubscription(everyOther.id);
  });

  it('records tries: a retry is due at its time, a delivery ends the event and clears the failing mark', async () => {
    const store = storeOf();
    const source = await newSource();
    const subscription = await subscribe([source.id]);
    await created(lead(source.id, { phone: uniquePhone() }));
    const [event] = await store.claimDueEvents(subscription.id, later(1000), later(30_000), 10);
    const at = iso();
    const nextAt = later(5_000);
    await store.recordAttempt(
      {
        eventId: event.id,
        subscriptionId: subscription.id,
        at,
        status: 503,
        latencyMs: 12,
        error: null,
        answer: 'busy',
      },
      { kind: 'retry', nextAt },
    );
    expect(await store.getSubscription(subscription.id)).to.include({ failingSince: at });
    expect(await store.claimDueEvents(subscription.id, later(1000), later(30_000), 10)).to.deep.equal([]);
    const [retried] = await store.claimDueEvents(subscription.id, later(6_000), later(30_000), 10);
    expect(retried).to.include({ id: event.id, attempts: 1, nextAt });
    await store.recordAttempt(
      {
        eventId: event.id,
        subscriptionId: subscription.id,
        at: iso(),
        status: 204,
        latencyMs: 8,
        error: null,
        answer: '',
      },
      { kind: 'delivered' },
    );
    expect(await store.getSubscription(subscription.id)).to.include({ failingSince: null });
    const [logged] = await store.listOutboundEvents(subscription.id, 10);
    expect(logged).to.include({ id: event.id, state: 'delivered', attempts: 2, nextAt: null });
    const attempts = await store.listOutboundAttempts(subscription.id, 10, event.id);
    expect(attempts.map((a) => [a.status, a.answer])).to.deep.equal([
      [204, ''],
      [503, 'busy'],
    ]);
    // Send again: due now, the same id.
    expect(await store.resendEvent(subscription.id, event.id, iso())).to.equal(true);
    expect(
      (await store.claimDueEvents(subscription.id, later(1000), later(30_000), 10)).map((e) => e.id),
    ).to.deep.equal([event.id]);
    expect(await store.resendEvent(subscription.id, 'msg_unknown', iso())).to.equal(false);
    await store.deleteSubscription(subscription.id);
  });

  it('disables a subscription with no success for 5 days', async () => {
    const store = storeOf();
    const source = await newSource();
    const subscription = await subscribe([source.id]);
    await created(lead(source.id, { phone: uniquePhone() }));
    const [event] = await store.claimDueEvents(subscription.id, later(1000), later(30_000), 10);
    const failed = (at: string) =>
      store.recordAttempt(
        {
          eventId: event.id,
          subscriptionId: subscription.id,
          at,
          status: 500,
          latencyMs: 1,
          error: null,
          answer: null,
        },
        { kind: 'retry', nextAt: at },
      );
    await failed(iso());
    expect(await store.getSubscription(subscription.id)).to.include({ enabled: true });
    await failed(later(5 * 24 * 3600_000 + 1000));
    expect(await store.getSubscription(subscription.id)).to.include({ enabled: false, disabledReason: 'failing' });
    // No event for a disabled subscription.
    await created(lead(source.id, { phone: uniquePhone() }));
    expect((await store.listOutboundEvents(subscription.id, 10)).length).to.equal(1);
    expect(await store.updateSubscription(subscription.id, { enabled: true }, iso())).to.include({
      enabled: true,
      disabledReason: null,
      failingSince: null,
    });
    await store.deleteSubscription(subscription.id);
  });

  it('sends every try of an event with the body of its first, and shows an event not yet tried as pending, not erased', async () => {
    const store = storeOf();
    const source = await newSource();
    const subscription = await subscribe([source.id]);
    const phone = uniquePhone();
    const person = await created(lead(source.id, { name: 'First Body', phone }));
    // Listed before its first try on SQLite (its body not written yet); on MongoDB once the worker moves it.
    const waiting = (await store.listOutboundEvents(subscription.id, 10)).map((event) => outboundEventView(event, []));
    expect(waiting.map((view) => [view.leadId, view.state, view.erased])).to.deep.equal(
      waiting.length === 0 ? [] : [[person.id, 'pending', false]],
    );

    const [first] = await store.claimDueEvents(subscription.id, later(1000), later(30_000), 1);
    expect(JSON.parse(first.body!).data.lead).to.deep.equal(person);
    // The person comes back before the next try: that try still sends the first body.
    await store.addLead(lead(source.id, { name: 'First Body', phone }), { at: iso() });
    const [again] = await store.claimDueEvents(subscription.id, later(31_000), later(60_000), 1);
    expect(again).to.include({ id: first.id, body: first.body });
    await store.deleteSubscription(subscription.id);
  });

  it('writes lead.returned for a person coming back; erasure takes pending events and kept bytes, and writes lead.erased', async () => {
    const store = storeOf();
    const source = await newSource();
    const subscription = await subscribe([source.id], ['lead.created', 'lead.returned', 'lead.erased']);
    const phone = uniquePhone();
    const person = await created(lead(source.id, { name: 'Comes Back', phone }));
    await store.addLead(lead(source.id, { name: 'Comes Back', phone }), { at: iso() });
    const returned = async () =>
      (await store.listOutboundEvents(subscription.id, 10)).find((e) => e.type === 'lead.returned');
    for (let i = 0; i < 50 && !(await returned()); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    const event = await returned();
    expect(event, 'lead.returned').to.not.equal(undefined);
    expect(JSON.parse(event!.body!).data.lead).to.include({ id: person.id, returns: 1 });

    const [first] = await store.claimDueEvents(subscription.id, later(1000), later(30_000), 1);
    await store.recordAttempt(
      {
        eventId: first.id,
        subscriptionId: subscription.id,
        at: iso(),
        status: 200,
        latencyMs: 1,
        error: null,
        answer: 'Comes Back',
      },
      { kind: 'delivered' },
    );
    await store.eraseLead(person.id, { texts: [], digits: [] });
    const events = await store.listOutboundEvents(subscription.id, 10);
    expect(events.filter((e) => e.leadId === person.id).map((e) => [e.state, e.body])).to.deep.equal([
      ['delivered', null],
    ]);
    expect((await store.listOutboundAttempts(subscription.id, 10)).map((a) => a.answer)).to.deep.equal([null]);
    const erased = events.find((e) => e.type === 'lead.erased');
    expect(JSON.parse(erased!.body!).data).to.deep.equal({ lead: { id: person.id, sourceId: source.id } });
    await store.deleteSubscription(subscription.id);
  });
}
