// Entry of a worker thread run from the TypeScript sources (the writer thread, the reader
// threads). A worker does not inherit the main thread's TypeScript loader (Node 20), so it
// registers tsx's in-thread require hook (much faster to start than a second ESM loader thread)
// and requires the TypeScript module. Built (dist/), threads start on their JavaScript directly.
const { workerData } = require('node:worker_threads');
// A thread that yields the CPU to the event loop (read-pool.ts) does so from its first instruction,
// before tsx compiles anything.
if (workerData.lowPriority) require(workerData.lowPriority).yieldToEventLoop();
requireImportOnlyEntries();
require('tsx/cjs/api').register();
require(workerData.entry);

// The lead core imports libphonenumber-js's modern build (`libphonenumber-js/core/es6`: the same
// code without Babel's helpers, half the CPU a parse), which the package exports to `import` alone.
// Required here (tsx compiles the sources to CommonJS in a thread), such a subpath resolves to its
// `import` file, which Node 20.19 and later require as the ES module it is.
function requireImportOnlyEntries() {
  const Module = require('node:module');
  const path = require('node:path');
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, parent, ...rest) {
    try {
      return resolve.call(this, request, parent, ...rest);
    } catch (error) {
      const [, name, subpath] = /^((?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(request) ?? [];
      if (error.code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED' || name === undefined) throw error;
      const manifest = resolve.call(this, `${name}/package.json`, parent, ...rest);
      const target = require(manifest).exports?.[`./${subpath}`]?.import;
      if (typeof target !== 'string') throw error;
      return path.join(path.dirname(manifest), target);
    }
  };
}
