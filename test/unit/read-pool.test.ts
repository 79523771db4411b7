import { expect } from 'chai';
import { ReadPool } from '../../service/webhook/read-pool.ts';

const source = { fieldMap: {}, defaultCountry: 'US' };

// A reader thread's start (a V8 isolate, Node's bootstrap) runs at normal priority before the thread
// can lower it: started by the first large body, it took the event loop's core during one URL's
// burst (issue 34 item 1, third pass). The service starts them with itself.
describe('ReadPool: reader threads started ahead of the first large body', () => {
  it('starts every thread when asked, and a body read after that starts none', async () => {
    const pool = new ReadPool(2);
    try {
      expect(pool.threads).to.equal(0);
      pool.startThreads();
      expect(pool.threads).to.equal(2);
      pool.startThreads();
      expect(pool.threads, 'asked again, it starts no more').to.equal(2);
      const body = new TextEncoder().encode(JSON.stringify({ name: 'Ada Lovelace', phone: '+14155550123' }));
      const read = await pool.read(body, { kind: 'json' }, source);
      expect(read.ok).to.equal(true);
      expect(pool.threads).to.equal(2);
    } finally {
      await pool.close();
    }
  });

  it('starts none of itself until a body comes', async () => {
    const pool = new ReadPool(1);
    expect(pool.threads).to.equal(0);
    await pool.close();
  });
});
