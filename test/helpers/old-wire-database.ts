import { MongoWireServer } from './mongo-wire-server.ts';
import { WIRE_DB } from './mongo-wire-store.ts';

/** The id of the one source an older database holds (oldWireDatabase). */
export const OLD_SOURCE = 'old-source';

/**
 * A wire-level server holding a database as an older version left it: its schema version, the
 * oldest version that can read it, and one source (OLD_SOURCE, one lead, created at `at`). A
 * migration's test adds what its version changes, then opens the real store on it.
 */
export async function oldWireDatabase(version: number, readableFrom: number, at: string): Promise<MongoWireServer> {
  const wire = await MongoWireServer.start();
  wire.engine.insert(`${WIRE_DB}.meta`, [{ _id: 'schema', version, readableFrom }], true);
  wire.engine.insert(
    `${WIRE_DB}.sources`,
    [
      {
        _id: OLD_SOURCE,
        name: 'Old',
        defaultCountry: null,
        googleKey: null,
        token: 'old-token-0123456789',
        fieldMap: [],
        createdAt: at,
        updatedAt: at,
        deletedAt: null,
        leadCount: 1,
        lastLeadAt: at,
      },
    ],
    true,
  );
  return wire;
}
