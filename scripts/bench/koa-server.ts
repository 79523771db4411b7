// Ceiling 2: Koa + @koa/router with the same route shape, reading and parsing the same body.
import Router from '@koa/router';
import Koa from 'koa';
import getRawBody from 'raw-body';

const app = new Koa();
const router = new Router();
router.post('/webhook/:token', async (ctx) => {
  JSON.parse((await getRawBody(ctx.req, { limit: 65536 })).toString('utf8'));
  ctx.body = { status: 'created' };
});
router.get('/healthz', (ctx) => {
  ctx.body = { status: 'ok' };
});
app.use(router.routes());
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
