// Entry of a worker thread run from the TypeScript sources (the writer thread, the reader
// threads). A worker does not inherit the main thread's TypeScript loader (Node 20), so it
// registers tsx's in-thread require hook (much faster to start than a second ESM loader thread)
// and requires the TypeScript module. Built (dist/), threads start on their JavaScript directly.
const { workerData } = require('node:worker_threads');
// A thread that yields the CPU to the event loop (read-pool.ts) does so from its first instruction,
// before tsx compiles anything.
if (workerData.lowPriority) require(workerData.lowPriority).yieldToEventLoop();
require('tsx/cjs/api').register();
require(workerData.entry);
