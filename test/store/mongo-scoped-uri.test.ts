import { expect } from 'chai';
import { ConnectionString } from 'mongodb-connection-string-url';
import { scopedUri } from './mongo-scoped-uri.ts';

// Issue 14, item 10: the MongoDB suites moved the URI's path, and authSource with it.
describe('scopedUri (the MongoDB test databases)', () => {
  const authSource = (uri: string) => new ConnectionString(uri).searchParams.get('authSource');

  it('keeps authenticating where the URI did', () => {
    expect(authSource(scopedUri('mongodb://root:pw@db1:27017/?replicaSet=rs0', 'scratch'))).to.equal('admin');
    expect(authSource(scopedUri('mongodb://app:pw@db1/leads', 'scratch'))).to.equal('leads');
    expect(authSource(scopedUri('mongodb://app:pw@db1/leads?authSource=other', 'scratch'))).to.equal('other');
  });

  it('moves only the database', () => {
    const scoped = new ConnectionString(scopedUri('mongodb://root:pw@db1:27017,db2/?replicaSet=rs0', 'scratch'));
    expect(scoped.pathname).to.equal('/scratch');
    expect(scoped.hosts).to.deep.equal(['db1:27017', 'db2']);
    expect(scoped.searchParams.get('replicaSet')).to.equal('rs0');
    expect(authSource(scopedUri('mongodb://db1/', 'scratch'))).to.equal(null);
  });
});
