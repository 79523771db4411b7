/**
 * Imports flow one way (CONTRIBUTING.md, "Layout"), checked by `npm run lint`:
 * - the domain core (a lead body read by meaning, up to the lead input) imports nothing from the
 *   layers around it: its errors and types are its own, and the edge turns them into answers;
 * - no module imports one that imports it back.
 */
const CORE = ['^service/lead/'];

module.exports = {
  forbidden: [
    {
      name: 'core-imports-inward',
      severity: 'error',
      comment:
        'The core (reader, senders, field map, lead input, phone, notes) may import only the core, shared/ and packages: never http/, store/, the page or any other layer around it.',
      from: { path: CORE },
      to: { path: '^service/', pathNot: CORE },
    },
    {
      name: 'core-without-koa',
      severity: 'error',
      comment: 'The core knows no HTTP framework: Koa and its router are the edge.',
      from: { path: CORE },
      to: { path: '(^|/)node_modules/(koa|@koa/[^/]+|koa-[^/]+)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle means two modules are one concept, or one of them reaches back up the flow.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.cjs', '.mjs'] },
  },
};
