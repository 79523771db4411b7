// The calling thread's scheduling priority set to the lowest (nice 19), so it runs on what CPU the
// event loop leaves: on Linux, setpriority(PRIO_PROCESS) with a thread's id applies to that thread
// alone (its id read from /proc/thread-self). Elsewhere it does nothing.
const { readlinkSync } = require('node:fs');
const { setPriority } = require('node:os');

exports.yieldToEventLoop = function yieldToEventLoop() {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19);
  } catch {
    // Not Linux, or not allowed: the thread keeps the priority it has.
  }
};
