/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload (NODE_OPTIONS=--require) */
// Preloaded into the server by bench/flood.ts (NODE_OPTIONS=--require): how long the event loop
// was held, in CPU time rather than wall time, so the figure does not depend on how loaded the
// machine is (on a shared machine a 5 ms block can take 50 ms of wall time). A 1 ms timer ticks;
// between two ticks the process's CPU time grew by at least the longest stretch of synchronous
// work in between. Stretches over 2 ms are written to LOOP_CPU_FILE at exit as [epoch ms, CPU ms].
const fs = require('node:fs')
const file = process.env.LOOP_CPU_FILE
if (file) {
  const found = []
  let last = process.cpuUsage()
  setInterval(() => {
    const now = process.cpuUsage()
    const ms = (now.user - last.user + now.system - last.system) / 1000
    last = now
    if (ms > 2) found.push([Date.now(), Math.round(ms * 10) / 10])
  }, 1).unref()
  process.on('exit', () => fs.writeFileSync(file, JSON.stringify(found)))
}
