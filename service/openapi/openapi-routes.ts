import Router from '@koa/router';
import { apiDocumentBytes } from './api-document.ts';

/** `GET /openapi.json`: no token; any site may read it (it holds no secret), e.g. an API explorer. */
export function openapiRoutes(): Router {
  const router = new Router();
  router.get('/openapi.json', (ctx) => {
    ctx.set({ 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
    ctx.type = 'application/json';
    ctx.body = apiDocumentBytes;
  });
  return router;
}
