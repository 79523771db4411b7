import { documentedPaths } from '../openapi/api-document.ts';

/** Every path template of docs/openapi.json, `{id}` written `:id` as the routers do; matched in any letter case, trailing slash or not. */
const TEMPLATES = documentedPaths.map((path) => ({
  template: path.replace(/\{(\w+)\}/g, ':$1'),
  pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+').replace(/[.]/g, '\\.')}/?$`, 'i'),
}));

/** The route a path belongs to, for metric labels: a template, never a token or an id; `other` when none. */
export function routeTemplateOf(path: string): string {
  for (const { template, pattern } of TEMPLATES) if (pattern.test(path)) return template;
  return 'other';
}
