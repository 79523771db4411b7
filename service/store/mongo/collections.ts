import type { Db, IndexDescription } from 'mongodb';

export interface SourceDoc {
  _id: string;
  name: string;
  defaultCountry: string | null;
  googleKey: string | null;
  token: string;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  leadCount: number;
  lastLeadAt: string | null;
}

export interface TokenDoc {
  _id: string; // the webhook token itself
  sourceId: string;
  createdAt: string;
  revokedAt: string | null;
  revokedReason: 'regenerated' | 'deleted' | null;
}

export interface LeadDoc {
  _id: string;
  sourceId: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  emailKey: string | null;
  /** Set only on real leads without a phone: its unique index makes concurrent email-only leads race-free. */
  emailOnlyKey?: string;
  test: boolean;
  notes: string;
  // Kept as JSON text: submitted keys such as "$where" or "a.b" are data, never field paths.
  fieldsJson: string;
  createdAt: string;
}

export interface DeliveryDoc {
  _id: string;
  sourceId: string;
  at: string;
  status: number;
  outcome: 'created' | 'duplicate' | 'rejected';
  leadId?: string;
  error?: { code: string; message: string };
  body?: string;
}

export const INDEXES: Record<string, IndexDescription[]> = {
  sources: [{ key: { deletedAt: 1, createdAt: 1 } }],
  webhookTokens: [{ key: { sourceId: 1 } }],
  leads: [
    // Duplicates by phone are decided by this index (E11000), not by a read before the write.
    // Test leads stand outside it: they never block a real lead.
    { key: { phone: 1 }, name: 'phone_unique_real', unique: true, partialFilterExpression: { phone: { $type: 'string' }, test: false } },
    { key: { emailOnlyKey: 1 }, name: 'email_only_unique', unique: true, partialFilterExpression: { emailOnlyKey: { $type: 'string' } } },
    // Searches by phone (real and test leads alike) and by email, newest first.
    { key: { phone: 1, _id: -1 } },
    { key: { emailKey: 1, _id: -1 } },
    { key: { sourceId: 1, _id: -1 } },
    { key: { createdAt: -1 } },
  ],
  deliveries: [{ key: { sourceId: 1, _id: -1 } }],
};

export function collections(db: Db) {
  return {
    sources: db.collection<SourceDoc>('sources'),
    webhookTokens: db.collection<TokenDoc>('webhookTokens'),
    leads: db.collection<LeadDoc>('leads'),
    deliveries: db.collection<DeliveryDoc>('deliveries'),
    readiness: db.collection<{ _id: string; checkedAt: string }>('readiness'),
  };
}

export async function createIndexes(db: Db): Promise<void> {
  for (const [name, indexes] of Object.entries(INDEXES)) {
    await db.collection(name).createIndexes(indexes);
  }
}
