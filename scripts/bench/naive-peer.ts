// The peer: what a team would write in an afternoon. Koa + a body parser + Joi + better-sqlite3,
// one transaction per lead with synchronous=FULL, answered after its commit. Same route shape and
// answers as the service for a new lead, a duplicate and a refusal.
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import Database from 'better-sqlite3';
import Joi from 'joi';
import Koa from 'koa';
import { randomUUID } from 'node:crypto';
import path from 'node:path';

const db = new Database(path.join(process.env.DATA_DIR!, 'peer.sqlite'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.exec(`
  CREATE TABLE IF NOT EXISTS sources (token TEXT PRIMARY KEY, id TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS leads (id TEXT PRIMARY KEY, source_id TEXT NOT NULL, name TEXT, phone TEXT UNIQUE, email TEXT,
    fields TEXT NOT NULL, created_at TEXT NOT NULL);
  CREATE INDEX IF NOT EXISTS leads_email ON leads (email);
  INSERT OR IGNORE INTO sources (token, id) VALUES ('x', 'peer-source');
`);
const findSource = db.prepare<[string], { id: string }>('SELECT id FROM sources WHERE token = ?');
const insertLead = db.prepare(
  'INSERT INTO leads (id, source_id, name, phone, email, fields, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
);

const leadSchema = Joi.object({
  name: Joi.string().max(200),
  phone: Joi.string().pattern(/^\+?[0-9 ()-]{7,20}$/),
  email: Joi.string().email(),
})
  .or('phone', 'email')
  .unknown(true);

const app = new Koa();
const router = new Router();
router.post('/webhook/:token', (ctx) => {
  const source = findSource.get(ctx.params.token);
  if (!source) ctx.throw(404, 'webhook_not_found');
  const { value, error } = leadSchema.validate(ctx.request.body, { abortEarly: false });
  if (error) {
    ctx.status = 422;
    ctx.body = { error: { code: 'validation_failed', message: error.message } };
    return;
  }
  const { name, phone, email, ...fields } = value;
  const lead = {
    id: randomUUID(),
    sourceId: source!.id,
    name,
    phone: phone.replace(/[^+0-9]/g, ''),
    email,
    fields,
    createdAt: new Date().toISOString(),
  };
  try {
    db.transaction(() =>
      insertLead.run(lead.id, lead.sourceId, lead.name, lead.phone, lead.email, JSON.stringify(fields), lead.createdAt),
    )();
    ctx.body = { status: 'created', lead };
  } catch (caught) {
    if ((caught as { code?: string }).code !== 'SQLITE_CONSTRAINT_UNIQUE') throw caught;
    ctx.body = { status: 'duplicate', matchedOn: 'phone' };
  }
});
router.get('/healthz', (ctx) => {
  ctx.body = { status: 'ok' };
});
app.use(bodyParser());
app.use(router.routes());
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () =>
  server.close(() => {
    db.close();
    process.exit(0);
  }),
);
