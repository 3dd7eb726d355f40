// Lighthouse mobile (its default: a mid-range phone, simulated slow 4G and 4× CPU slowdown) on
// sign-in, home and schedule of the H5 build served by the real server, in Debian's Chromium;
// the median of 3 runs per page (DESIGN.md §8: ≥ 90 each). Signed-in pages start with a seeded
// session and the remembered time zone in storage, as a returning student's phone has them;
// sign-in is a first visit (nothing but the language).
//   npx tsx bench/lighthouse.ts [runs=3] [report-dir] [--dir <h5 build>]...
// With a report directory, every run's full Lighthouse JSON is kept there (<page>-<run>.json), to
// read what costs (bootup-time, long-tasks, critical-request-chains, script-treemap-data).
// Audits the H5 build in dist/h5, building it first when there is none (a fresh checkout).
// Several `--dir`s (e.g. a copy of the old build and the new one) are audited alternately, run by
// run, each served by its own server, so a busy machine weighs on both alike; with a report
// directory their reports are <build>-<page>-<run>.json.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { freePort, startServer, stopServer, ROOT } from '../e2e/support/server-process'
import { seedStudent } from '../e2e/support/seed'

const args = process.argv.slice(2)
const DIRS: string[] = []
for (let i = args.indexOf('--dir'); i >= 0; i = args.indexOf('--dir')) DIRS.push(path.resolve(args.splice(i, 2)[1]))
const RUNS = Number(args[0] ?? 3)
const REPORT_DIR = args[1]
const TARGET = 90
const ALL_PAGES = [
  { name: 'sign-in', hash: '#/pages/access/login', signedIn: false },
  { name: 'home', hash: '', signedIn: true },
  { name: 'schedule', hash: '#/pages/schedule/index', signedIn: true },
]
// LH_PAGES=schedule,home audits only those pages.
const PAGES = process.env.LH_PAGES ? ALL_PAGES.filter((p) => process.env.LH_PAGES!.split(',').includes(p.name)) : ALL_PAGES
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** `npm run build:h5` when dist/h5 holds no build (an existing one is measured as it is). */
function ensureH5Build() {
  if (fs.existsSync(path.join(ROOT, 'dist/h5/index.html'))) return
  console.log('No H5 build in dist/h5: running `npm run build:h5` first')
  const res = spawnSync('npm', ['run', 'build:h5'], { cwd: ROOT, stdio: 'inherit' })
  if (res.status !== 0) throw new Error('npm run build:h5 failed')
}

async function main() {
  if (DIRS.length === 0) {
    ensureH5Build()
    DIRS.push(path.join(ROOT, 'dist/h5'))
  }
  const { default: lighthouse } = await import('lighthouse')
  const builds: { dir: string; name: string; server: Awaited<ReturnType<typeof startServer>>; token: string }[] = []
  for (const dir of DIRS) {
    if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`no H5 build in ${dir}`)
    const server = await startServer({ LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000', STATIC_DIR: dir })
    const { token } = await seedStudent(server.dataDir)
    builds.push({ dir, name: path.basename(dir), server, token })
  }
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chromium-'))
  const port = await freePort()
  // A persistent profile is Chromium's default context, the one Lighthouse opens its tab in,
  // so storage written here is what the audited page reads.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  const rows: { build?: string; page: string; scores: number[]; median: number; metrics: Record<string, number> }[] = []
  try {
    for (const target of PAGES) {
      const scores = builds.map((): number[] => [])
      const metricRuns = builds.map((): Record<string, number[]> => ({}))
      for (let run = 0; run < RUNS; run++) {
        // Which build goes first alternates too, so neither always meets a cold or warm machine.
        const order = builds.map((_, i) => i)
        if (run % 2 === 1) order.reverse()
        for (const b of order) {
          const { server, token, name } = builds[b]
          // Each run a first visit (nothing cached) with the storage the page needs.
          await browser.clearCookies()
          const setup = await browser.newPage()
          await setup.goto(`${server.baseUrl}/favicon.svg`)
          await setup.evaluate((session) => {
            localStorage.clear()
            localStorage.setItem('lang', JSON.stringify({ data: 'zh-Hans' }))
            if (!session) return
            localStorage.setItem('user', JSON.stringify({ data: JSON.stringify({ state: { token: session, info: null }, version: 1 }) }))
            // The zone the app remembered on an earlier start (src/lib/time-zone.ts); asked here, in the setup tab.
            const zone = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone, offset: new Date().getTimezoneOffset() }
            localStorage.setItem('time-zone', JSON.stringify({ data: JSON.stringify(zone) }))
          }, target.signedIn ? token : null)
          await setup.close()
          const audit = () =>
            lighthouse(`${server.baseUrl}/${target.hash}`, {
              port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              disableStorageReset: true,
            })
          let result = await audit()
          // Chromium sometimes loses the trace's start on a busy machine: that run is taken again.
          if (result?.lhr.runtimeError?.code === 'NO_NAVSTART') result = await audit()
          if (!result) throw new Error(`Lighthouse gave no result for ${target.name}`)
          const { lhr } = result
          if (REPORT_DIR) {
            fs.mkdirSync(REPORT_DIR, { recursive: true })
            const file = builds.length > 1 ? `${name}-${target.name}-${run}.json` : `${target.name}-${run}.json`
            fs.writeFileSync(path.join(REPORT_DIR, file), JSON.stringify(lhr))
          }
          if (lhr.runtimeError) throw new Error(`${target.name}: ${lhr.runtimeError.message}`)
          scores[b].push(Math.round((lhr.categories.performance.score ?? 0) * 100))
          for (const id of METRICS) (metricRuns[b][id] ??= []).push(lhr.audits[id]?.numericValue ?? NaN)
        }
      }
      for (const [b, { name }] of builds.entries()) {
        const metrics = Object.fromEntries(METRICS.map((id) => [id, median(metricRuns[b][id])]))
        rows.push({ ...(builds.length > 1 ? { build: name } : {}), page: target.name, scores: scores[b], median: median(scores[b]), metrics })
        const m = (id: (typeof METRICS)[number], digits = 0) => metrics[id].toFixed(digits)
        const label = builds.length > 1 ? `${name.padEnd(10)} ` : ''
        console.log(
          `${label}${target.name.padEnd(9)} ${String(median(scores[b])).padStart(3)} (runs ${scores[b].join(', ')})  ` +
            `FCP ${m('first-contentful-paint')} ms  LCP ${m('largest-contentful-paint')} ms  TBT ${m('total-blocking-time')} ms  ` +
            `CLS ${m('cumulative-layout-shift', 3)}  SI ${m('speed-index')} ms  ${median(scores[b]) >= TARGET ? '' : `BELOW ${TARGET}`}`,
        )
      }
    }
  } finally {
    await browser.close()
    for (const { server } of builds) await stopServer(server)
    fs.rmSync(profile, { recursive: true, force: true })
  }
  console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`)
  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true })
  fs.writeFileSync(path.join(ROOT, 'bench/results/lighthouse.json'), JSON.stringify({ runs: RUNS, rows }, null, 2))
}

void main().catch((err) => {
  console.error(err)
  process.exit(1)
})
