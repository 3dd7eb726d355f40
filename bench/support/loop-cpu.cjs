/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload (NODE_OPTIONS=--require) */
// Preloaded into the server by bench/flood.ts (NODE_OPTIONS=--require): how long the event loop
// was held, in CPU time rather than wall time, so the figure does not depend on how loaded the
// machine is (on a shared machine a 5 ms block can take 50 ms of wall time). A 1 ms timer ticks;
// between two ticks the main thread's CPU time grew by at least the longest stretch of synchronous
// work in between. The main thread's own clock (Linux: /proc/thread-self/schedstat, nanoseconds)
// where there is one, so work done on other threads (a worker pool, the garbage collector's
// helpers, libuv's file threads) is not counted as holding the loop; else the process's clock.
// Stretches over 2 ms are written to LOOP_CPU_FILE at exit as [epoch ms, CPU ms, monotonic µs
// of the tick before, monotonic µs of this tick (these two line up with a CPU profile), CPU ms
// less the garbage collector's pauses in that stretch].
const fs = require('node:fs')
const file = process.env.LOOP_CPU_FILE

function threadClock() {
  try {
    const fd = fs.openSync('/proc/thread-self/schedstat', 'r')
    const buf = Buffer.alloc(64)
    const read = () => Number(buf.toString('latin1', 0, fs.readSync(fd, buf, 0, 64, 0)).split(' ')[0]) / 1e6
    if (Number.isFinite(read())) return read
  } catch {
    // Not Linux: the process's clock below.
  }
  return () => {
    const u = process.cpuUsage()
    return (u.user + u.system) / 1000
  }
}

if (file) {
  const { performance, PerformanceObserver } = require('node:perf_hooks')
  const cpuMs = threadClock()
  const found = []
  // The garbage collector's pauses (monotonic µs, from and to): a hold less the pauses in it is
  // the code's own (the fifth figure written).
  const pauses = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) pauses.push([(performance.timeOrigin + e.startTime) * 1000, (performance.timeOrigin + e.startTime + e.duration) * 1000])
  }).observe({ entryTypes: ['gc'] })
  let last = cpuMs()
  let lastAt = process.hrtime.bigint()
  setInterval(() => {
    const now = cpuMs()
    const at = process.hrtime.bigint()
    const ms = now - last
    if (ms > 2) found.push([Date.now(), Math.round(ms * 10) / 10, Number(lastAt / 1000n), Number(at / 1000n)])
    last = now
    lastAt = at
  }, 1).unref()
  process.on('exit', () => {
    // hrtime and performance.timeOrigin count from different zeros: line the pauses up by now.
    const shift = Number(process.hrtime.bigint() / 1000n) - (performance.timeOrigin + performance.now()) * 1000
    const paused = (from, to) => pauses.reduce((sum, [a, b]) => sum + Math.max(0, Math.min(to, b + shift) - Math.max(from, a + shift)), 0) / 1000
    fs.writeFileSync(file, JSON.stringify(found.map((h) => [...h, Math.round(Math.max(0, h[1] - paused(h[2], h[3])) * 10) / 10])))
  })
}

// LOOP_CPU_PROFILE=<file>: a V8 CPU profile of the whole run too, to see what the long holds
// were (--cpu-prof is not allowed in NODE_OPTIONS). The in-process inspector answers synchronously.
const profile = process.env.LOOP_CPU_PROFILE
if (profile) {
  const inspector = require('node:inspector')
  const session = new inspector.Session()
  session.connect()
  session.post('Profiler.enable')
  session.post('Profiler.setSamplingInterval', { interval: 500 })
  session.post('Profiler.start')
  process.on('exit', () => session.post('Profiler.stop', (err, res) => err || fs.writeFileSync(profile, JSON.stringify(res.profile))))
}
