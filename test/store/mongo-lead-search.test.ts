import { expect } from 'chai';
import { v7 as uuidv7 } from 'uuid';
import { collections, type LeadDoc } from '../../service/store/mongo/collections.ts';
import { findLeadPage } from '../../service/store/mongo/lead-search.ts';
import { openWireStore, WIRE_DB } from '../helpers/mongo-wire-store.ts';
import { MongoClient } from 'mongodb';

// q on MongoDB is a bounded scan: a page examines at most its scan limit of leads (5,000 in the
// service; 10 here, so the bound shows on 30 leads), may hold fewer than `limit`, and its cursor
// is null only once nothing older is left.
describe('MongoDB search: a bounded scan, page by page', () => {
  it('ends a page at its scan limit with a cursor, finds every match across pages, and ends with null', async () => {
    const { wire, close } = await openWireStore();
    const client = await MongoClient.connect(wire.uri(WIRE_DB));
    try {
      const leads = collections(client.db(WIRE_DB)).leads;
      const docs: LeadDoc[] = Array.from({ length: 30 }, (_, i) => ({
        _id: uuidv7(),
        sourceId: 's',
        name: [3, 17, 18].includes(i) ? `Renée ${i}` : `Other ${i}`,
        phone: null,
        email: null,
        emailKey: null,
        test: false,
        notes: '',
        fieldsJson: '{}',
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString(),
      }));
      await leads.insertMany(docs);
      const read = { maxTimeMS: 1000 };
      const query = { q: 'RENEE', limit: 5, sourceId: 's' };
      const first = await findLeadPage(leads, query, read, 10);
      expect(first.leads.map((l) => l.name)).to.deep.equal([]);
      expect(first.nextBeforeId).to.equal(docs[20]._id);
      const second = await findLeadPage(leads, { ...query, beforeId: first.nextBeforeId! }, read, 10);
      expect(second.leads.map((l) => l.name)).to.deep.equal(['Renée 18', 'Renée 17']);
      expect(second.nextBeforeId).to.equal(docs[10]._id);
      const third = await findLeadPage(leads, { ...query, beforeId: second.nextBeforeId! }, read, 10);
      expect(third.leads.map((l) => l.name)).to.deep.equal(['Renée 3']);
      expect(third.nextBeforeId).to.equal(null);
      const full = await findLeadPage(leads, { ...query, limit: 1 }, read, 100);
      expect(full.leads.map((l) => l.name)).to.deep.equal(['Renée 18']);
      expect(full.nextBeforeId, 'a full page goes on from its last lead').to.equal(docs[18]._id);
    } finally {
      await client.close();
      await close();
    }
  });

  // Issue 37, item 5: a page of q fetched its whole scan (5,001 leads) however soon it was full.
  it('Mongo: a q page reads only the batches it needs (one round trip for a page of common matches); test has an index', async () => {
    const { wire, store, close } = await openWireStore();
    const client = await MongoClient.connect(wire.uri(WIRE_DB));
    try {
      const leads = collections(client.db(WIRE_DB)).leads;
      const docs: LeadDoc[] = Array.from({ length: 1_000 }, (_, i) => ({
        _id: uuidv7(),
        sourceId: 'common',
        name: `Jane ${i}`,
        phone: null,
        email: null,
        emailKey: null,
        test: false,
        notes: '',
        fieldsJson: '{}',
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, 0, i)).toISOString(),
      }));
      await leads.insertMany(docs);
      const getMores = () => wire.commands('getMore').filter((c) => c.command.collection === 'leads').length;
      const before = getMores();
      const page = await store.findLeads({ q: 'jane', limit: 20, sourceId: 'common' });
      expect(page.leads).to.have.length(20);
      expect(page.nextBeforeId).to.equal(page.leads[19].id);
      expect(getMores() - before, 'no batch beyond the first').to.equal(0);
      const scan = wire.commands('find').findLast((c) => c.command.find === 'leads' && c.command.projection);
      expect(scan?.command.batchSize).to.be.at.most(200);
      const indexes = wire.engine.collection(`${WIRE_DB}.leads`, false)!.indexes.map((i) => i.key);
      expect(indexes).to.deep.include({ test: 1, _id: -1 });
    } finally {
      await client.close();
      await close();
    }
  });
});
