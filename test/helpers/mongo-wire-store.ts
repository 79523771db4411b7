import { pino } from 'pino';
import { v7 as uuidv7 } from 'uuid';
import type { NewLead } from '../../service/store/lead-record.ts';
import type { LeadStore } from '../../service/store/lead-store.ts';
import { MongoStore, type MongoStoreOptions } from '../../service/store/mongo/mongo-store.ts';
import { MongoWireServer, type WireServerOptions } from './mongo-wire-server.ts';

let counter = 0;
/** Names and phones no other test uses (test-server.ts's own would load the whole app). */
export const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now()}-${++counter}`;
export const uniquePhone = () => `+1415${String((Date.now() * 1000 + ++counter) % 10_000_000).padStart(7, '0')}`;

export const WIRE_DB = 'lead_intake_wire';
export const LEADS = `${WIRE_DB}.leads`;

/** The store's log in tests: silent unless LOG_LEVEL asks (e.g. LOG_LEVEL=warn to see retries). */
export const testLogger = pino({ level: process.env.LOG_LEVEL ?? 'silent', base: undefined });

/** Fast bounds, so a fault test waits milliseconds where production waits seconds; the test log. */
export const FAST_LIMITS = {
  socketTimeoutMS: 400,
  serverSelectionTimeoutMS: 1500,
  repairRetryMS: 20,
  pruneDelayMS: 0,
  feedAwaitMS: 100,
  logger: testLogger,
};

/** The real MongoStore, through the real driver, against a fresh scripted wire server. */
export async function openWireStore(
  options: WireServerOptions = {},
  limits: Partial<MongoStoreOptions> = {},
  query = '',
): Promise<{ wire: MongoWireServer; store: MongoStore; close(): Promise<void> }> {
  const wire = await MongoWireServer.start(options);
  const store = await MongoStore.open(wire.uri(WIRE_DB, query), { ...FAST_LIMITS, ...limits });
  return {
    wire,
    store,
    close: async () => {
      await store.close().catch(() => {});
      await wire.stop();
    },
  };
}

/**
 * Called in a `describe`: a fresh scripted wire server before each test, and every store its tests
 * open (`open(limits)`, the real MongoStore through the real driver) closed after it, then the server.
 */
export function wireStoresPerTest(): {
  readonly wire: MongoWireServer;
  open(limits?: Partial<MongoStoreOptions>): Promise<MongoStore>;
} {
  let wire: MongoWireServer;
  const stores: MongoStore[] = [];
  beforeEach(async () => (wire = await MongoWireServer.start()));
  afterEach(async () => {
    wire.clearScripts();
    for (const store of stores.splice(0)) await store.close();
    await wire.stop();
  });
  return {
    get wire() {
      return wire;
    },
    open: async (limits = {}) => {
      const store = await MongoStore.open(wire.uri(WIRE_DB), { ...FAST_LIMITS, ...limits });
      stores.push(store);
      return store;
    },
  };
}

export const now = () => new Date().toISOString();

export async function newSource(store: LeadStore) {
  return store.createSource({
    id: uuidv7(),
    name: unique('source'),
    defaultCountry: null,
    googleKey: null,
    token: unique('token'),
    at: now(),
  });
}

export const newLead = (sourceId: string, fields: Partial<NewLead> = {}): NewLead => ({
  id: uuidv7(),
  sourceId,
  name: 'Jane Doe',
  phone: uniquePhone(),
  email: null,
  notes: '',
  fields: {},
  test: false,
  createdAt: now(),
  ...fields,
});

/** Each answer as one word: created, "duplicate by phone", or the rejection's class name. */
export async function outcomes(answers: Array<Promise<unknown>>): Promise<string[]> {
  return (await Promise.allSettled(answers)).map((settled) => {
    if (settled.status === 'rejected') return (settled.reason as Error).constructor.name;
    const value = settled.value as { status: string; matchedOn?: string };
    return value.status === 'created' ? 'created' : `${value.status} by ${value.matchedOn}`;
  });
}

/** A gate a scripted answer can wait on, opened by the test. */
export function gate(): { opened: Promise<void>; open(): void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
