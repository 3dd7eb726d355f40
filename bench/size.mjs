// Size budgets (DESIGN.md §8): the weapp main package (1 MB), and the gzipped JS a browser
// downloads to show the first route of the H5 app (150 KB; aim 120). Exits non-zero above a budget.
//   node bench/size.mjs            (after `npm run build:h5` and `npm run build:weapp`)
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const WEAPP_MAIN_BUDGET = 1024 * 1024
const WEAPP_PACKAGE_LIMIT = 2 * 1024 * 1024
const H5_FIRST_ROUTE_BUDGET = 150 * 1024

function dirSize(dir, skip = new Set()) {
  let total = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (skip.has(full)) continue
    total += entry.isDirectory() ? dirSize(full, skip) : fs.statSync(full).size
  }
  return total
}

function weappSizes() {
  const dir = path.join(root, 'dist/weapp')
  const app = JSON.parse(fs.readFileSync(path.join(dir, 'app.json'), 'utf8'))
  const subRoots = (app.subPackages ?? app.subpackages ?? []).map((p) => path.join(dir, p.root))
  // What WeChat counts: source maps and licence notes are not uploaded.
  const skip = new Set(subRoots)
  const main = dirSize(dir, skip) - countMatching(dir, /\.(map|LICENSE\.txt)$/, skip)
  const subs = subRoots.map((r) => ({ root: path.relative(dir, r), size: dirSize(r) }))
  return { main, subs }
}

function countMatching(dir, pattern, skip) {
  let total = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (skip.has(full)) continue
    if (entry.isDirectory()) total += countMatching(full, pattern, skip)
    else if (pattern.test(entry.name)) total += fs.statSync(full).size
  }
  return total
}

/** Loads `/` in Chromium (zh-CN) from a plain static server and sums the gzipped size of every JS file fetched. */
async function h5FirstRoute() {
  const dir = path.join(root, 'dist/h5')
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(req.url.split('?')[0]).replace(/^\/$/, '/index.html'))
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end()
      return
    }
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html'
    res.writeHead(200, { 'content-type': type }).end(fs.readFileSync(file))
  })
  await new Promise((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  const scripts = new Set()
  try {
    // A Chinese phone: most students, and the larger of the language files.
    const page = await browser.newPage({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' })
    page.on('response', (res) => {
      const url = new URL(res.url())
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname)
    })
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' })
    await page.waitForSelector('[data-route="pages/canvas/index"]')
  } finally {
    await browser.close()
    server.close()
  }
  const files = [...scripts].map((p) => {
    const data = fs.readFileSync(path.join(dir, p))
    return { file: p, raw: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length }
  })
  return files.sort((a, b) => b.gzip - a.gzip)
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`
let failed = false

const weapp = weappSizes()
console.log(`weapp main package: ${kib(weapp.main)} (budget ${kib(WEAPP_MAIN_BUDGET)}, WeChat limit ${kib(WEAPP_PACKAGE_LIMIT)})`)
for (const sub of weapp.subs) {
  console.log(`  subpackage ${sub.root}: ${kib(sub.size)}`)
  if (sub.size > WEAPP_PACKAGE_LIMIT) failed = true
}
if (weapp.main > WEAPP_MAIN_BUDGET) failed = true

const first = await h5FirstRoute()
const total = first.reduce((s, f) => s + f.gzip, 0)
console.log(`H5 first route (/): ${kib(total)} gzipped JS in ${first.length} files (budget ${kib(H5_FIRST_ROUTE_BUDGET)})`)
for (const f of first.slice(0, 6)) console.log(`  ${f.file}: ${kib(f.gzip)} gz (${kib(f.raw)} raw)`)
if (total > H5_FIRST_ROUTE_BUDGET) failed = true

fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true })
fs.writeFileSync(
  path.join(root, 'bench/results/size.json'),
  JSON.stringify({ weappMain: weapp.main, weappSubpackages: weapp.subs, h5FirstRouteGzip: total, h5Files: first }, null, 2),
)
if (failed) {
  console.error('Size budget exceeded (DESIGN.md §8)')
  process.exit(1)
}
