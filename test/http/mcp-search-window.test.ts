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
// empty with a cursor. find_leads has no cursor: it reads on, or an agent would hear "no leads".
describe('MCP find_leads: a search whose first matches are all filtered out', () => {
  it('reads on past the first window of matches and finds the older leads', async () => {
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
    // 25,000 newer leads of another source match too (written straight to the file: the webhook path is not under test).
    const db = new Database(path.join(dataDir, DATABASE_FILE));
    const insert = db.prepare(
      `INSERT INTO leads (id, source_id, name, notes, fields, test, created_at) VALUES (?, ?, ?, '', '{}', 0, ?)`,
    );
    db.transaction(() => {
      const rowids = Array.from({ length: 25_000 }, (_, i) =>
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
      const result = (await client.callTool({
        name: 'find_leads',
        arguments: { query: `Window ${tag}`, sourceId: small.id },
      })) as unknown as { structuredContent: { leads: Array<{ id: string }> } };
      expect(result.structuredContent.leads.map((l) => l.id)).to.deep.equal([...older].reverse());
    } finally {
      await client.close();
      await server.stop();
    }
  });
});
