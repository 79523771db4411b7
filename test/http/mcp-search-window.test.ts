import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import Database from 'better-sqlite3';
import { expect } from 'chai';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { DATABASE_FILE } from '../../service/store/sqlite/data-files.ts';
import { indexLeadsFrom } from '../../service/store/sqlite/lead-search-index.ts';
import { startSqliteTestServer, tempDataDir, unique, uniquePhone } from '../helpers/test-server.ts';

const AGENT_TOKEN = 'agent-token-for-mcp-window-0123';

// A search page on SQLite examines at most 10,000 index matches (docs/api.md), so its page may be
// empty with a cursor. find_leads reads on within its budget, then answers a cursor to go on with
// (issue 34 item 3), so an agent never hears "no leads" while older ones were left unsearched.
describe('MCP find_leads: a search whose first matches are all filtered out', () => {
  it('reads on past the first windows of matches within a budget, goes on with a cursor, and answers 2 calls of the agent at once (issue 34)', async () => {
    const dataDir = tempDataDir();
    let server = await startSqliteTestServer({ AGENT_TOKEN, WEBHOOK_RATE_LIMIT: '0' }, dataDir);
    const small = await server.createSource({ name: unique('small'), defaultCountry: 'US' });
    const big = await server.createSource({ name: unique('big'), defaultCountry: 'US' });
    const tag = unique('w').replace(/\W/g, '').slice(-8);
    const older: string[] = [];
    for (let i = 0; i < 2; i++)
      older.push(
        (
          (await (await server.post(small.webhookUrl, { name: `Window ${tag} ${i}`, phone: uniquePhone() })).json())
            .lead as { id: string }
        ).id,
      );
    await server.stop({ keepData: true });
    // 60,000 newer leads of another source match too (written straight to the file: the webhook path is not under test).
    const db = new Database(path.join(dataDir, DATABASE_FILE));
    const insert = db.prepare(
      `INSERT INTO leads (id, source_id, name, notes, fields, test, created_at) VALUES (?, ?, ?, '', '{}', 0, ?)`,
    );
    db.transaction(() => {
      const rowids = Array.from({ length: 60_000 }, (_, i) =>
        Number(insert.run(uuidv7(), big.id, `Window ${tag} big ${i}`, new Date().toISOString()).lastInsertRowid),
      );
      indexLeadsFrom(db, rowids[0]); // as the writer does for its own inserts
    })();
    db.close();
    server = await startSqliteTestServer({ AGENT_TOKEN, WEBHOOK_RATE_LIMIT: '0' }, dataDir);
    const client = new Client({ name: 'mcp-window-test', version: '1.0.0' });
    try {
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
          requestInit: { headers: { Authorization: `Bearer ${AGENT_TOKEN}` } },
        }),
      );
      type Found = { structuredContent: { leads: Array<{ id: string }>; nextCursor: string | null } };
      type Answer = Found & { isError?: boolean; content: Array<{ text: string }> };
      const find = async (cursor?: string) =>
        (await client.callTool({
          name: 'find_leads',
          arguments: { query: `Window ${tag}`, sourceId: small.id, ...(cursor ? { cursor } : {}) },
        })) as unknown as Answer;

      // Its budget spent, a call answers what it found and a cursor; calls with it go on to the older leads.
      const found: string[] = [];
      let answer = await find();
      for (let calls = 1; ; calls++) {
        expect(answer.isError).to.equal(undefined);
        found.push(...answer.structuredContent.leads.map((l) => l.id));
        const { nextCursor } = answer.structuredContent;
        if (nextCursor === null) break;
        if (found.length === 0) expect(answer.content[0].text).to.include(`cursor "${nextCursor}"`);
        expect(calls, 'every call goes on where the last stopped').to.be.below(20);
        answer = await find(nextCursor);
      }
      expect(found).to.deep.equal([...older].reverse());
      expect(
        (await client.callTool({ name: 'find_leads', arguments: { query: 'abc', cursor: 'x' } })).isError,
      ).to.equal(true);

      // At most 2 calls of the agent at once: the others are answered at once with a tool error saying to retry.
      const answers = await Promise.all(Array.from({ length: 6 }, () => find()));
      const refused = answers.filter((a) => a.isError);
      expect(refused.length, 'some calls found 2 running').to.be.greaterThan(0);
      expect(answers.length - refused.length, 'and 2 or more were answered').to.be.at.least(2);
      for (const a of refused) expect(a.content[0].text).to.match(/already has 2 calls running; retry/);
    } finally {
      await client.close();
      await server.stop();
    }
  });
});
