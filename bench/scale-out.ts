// Two instances against one, on this machine, on the same PostgreSQL and Redis: requests per
// second of an authenticated read (session + user from the database, the rate limit counted in
// Redis) through an HAProxy that balances over both instances, and through one that sends
// everything to the first. The two are measured in alternation (3 rounds each, same cluster,
// same moment's machine load) and compared by their medians. Then, how far apart the deltas of
// a live reply arrive when followed through the instance that is not writing it (written every
// 60 ms), over LISTEN/NOTIFY and over Redis pub/sub.
//   npm run bench:scale-out [seconds per round=8] [connections=50]
// (scripts/with-postgres.sh provides TEST_DATABASE_URL; redis-server and haproxy from Debian.)
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { ROOT } from '../e2e/support/server-process'
import { startFakeOpenAI } from '../server/test/fixtures/fake-openai'
import { openStream } from '../server/test/tutor/tutor-setup'
import { activate, call, newClientIp, registerOn } from '../server/test/scale-out/support/client'
import { startCluster, type RunningCluster } from '../server/test/scale-out/support/cluster'
import { haproxyConfig } from '../server/test/scale-out/support/haproxy-config'
import { freePort, startHaproxy } from '../server/test/scale-out/support/processes'
import { scriptedReply } from '../server/test/scale-out/support/fake-model'

const seconds = Number(process.argv[2] ?? 8)
const connections = Number(process.argv[3] ?? 50)
const databaseUrl = process.env.TEST_DATABASE_URL
if (!databaseUrl) throw new Error('run with scripts/with-postgres.sh (npm run bench:scale-out)')

const percentile = (xs: number[], p: number) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(xs.length * p))]

const median = (xs: number[]) => percentile(xs, 0.5)

async function load(url: string, headers: Record<string, string>) {
  const r = await autocannon({ url, headers, connections, duration: seconds })
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors }
}

/** The same cluster through a second HAProxy that knows only instance A, alternating with the balanced one. */
async function throughput(cluster: RunningCluster) {
  const ip = newClientIp()
  const me = await registerOn(cluster.info.instances[0], ip)
  const headers = { ...me.headers, 'x-forwarded-for': ip }
  const port = await freePort()
  const file = path.join(cluster.info.dir, 'haproxy-one.cfg')
  const a = cluster.info.instances[0]
  fs.writeFileSync(file, haproxyConfig(port, [{ name: a.name, port: a.port }], 2000))
  cluster.children.push(await startHaproxy(file, port, cluster.info.dir))
  const urls = { one: `http://127.0.0.1:${port}/api/v1/user/info`, two: `${cluster.info.lb}/api/v1/user/info` }
  await autocannon({ url: urls.two, headers, connections: 20, amount: 3000 }) // warm-up: JIT, pools, caches
  const runs: { one: Awaited<ReturnType<typeof load>>[]; two: Awaited<ReturnType<typeof load>>[] } = { one: [], two: [] }
  for (let round = 0; round < 3; round++) {
    runs.one.push(await load(urls.one, headers))
    runs.two.push(await load(urls.two, headers))
  }
  const summary = (xs: Awaited<ReturnType<typeof load>>[]) => ({
    rps: median(xs.map((x) => x.rps)),
    p50: median(xs.map((x) => x.p50)),
    p99: median(xs.map((x) => x.p99)),
    non2xx: xs.reduce((n, x) => n + x.non2xx, 0),
    rounds: xs.map((x) => x.rps),
  })
  return { one: summary(runs.one), two: summary(runs.two) }
}

async function spacing(cluster: RunningCluster) {
  const [a, b] = cluster.info.instances
  const ip = newClientIp()
  const me = await registerOn(a, ip)
  await activate(cluster.info.databaseUrl, me.userId)
  const headers = { ...me.headers, 'x-forwarded-for': ip, 'accept-language': 'en', platform: 'h5' }
  const gaps: number[] = []
  let deltas = 0
  for (let round = 0; round < 3; round++) {
    const chat = await call(a.url, '/api/v1/mugchat/create-chat', { ip, headers: me.headers })
    const onA = await openStream(a.url, '/api/v1/chat/message', { headers, body: { chat_id: chat.body.data.chat_id, content: 'slow 60 words every 60 ms' } })
    const meta = await onA.next()
    if (meta?.event !== 'meta') throw new Error('no meta')
    const onB = await openStream(b.url, `/api/v1/chat/message/stream?message_id=${meta.data.reply.message_id}`, { method: 'GET', headers })
    let last = 0
    for (let e = await onB.next(); e; e = await onB.next()) {
      if (e.event !== 'delta') continue
      const now = performance.now()
      if (last) gaps.push(now - last)
      last = now
      deltas += 1
    }
    await onA.rest()
  }
  return { deltas, median: Math.round(percentile(gaps, 0.5)), p90: Math.round(percentile(gaps, 0.9)), max: Math.round(Math.max(...gaps)) }
}

async function withCluster<T>(count: 2, env: Record<string, string>, run: (c: RunningCluster) => Promise<T>): Promise<T> {
  const cluster = await startCluster({ databaseUrl: databaseUrl!, count, checkEveryMs: 2000, env: { LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000', ...env } })
  try {
    return await run(cluster)
  } finally {
    await cluster.stop()
    fs.rmSync(cluster.info.dir, { recursive: true, force: true })
  }
}

async function main() {
  const fake = await startFakeOpenAI()
  fake.fallback = scriptedReply
  const llm = { LLM_BASE_URL: fake.baseURL, LLM_MODEL: 'fake-chat', LLM_MAX_RETRIES: '0' }
  try {
    const { one, two, postgres } = await withCluster(2, { ...llm, LIVE_FANOUT: 'postgres' }, async (c) => ({ ...(await throughput(c)), postgres: await spacing(c) }))
    const redis = await withCluster(2, { ...llm, LIVE_FANOUT: 'redis' }, spacing)
    const ratio = Number((two.rps / one.rps).toFixed(2))
    console.log(`GET user/info through HAProxy, ${connections} connections, ${seconds} s, on ${os.cpus().length} cores (load average ${os.loadavg()[0].toFixed(1)}):`)
    console.log(`  one instance   ${one.rps} req/s  p50 ${one.p50} ms  p99 ${one.p99} ms  non-2xx ${one.non2xx}  rounds ${one.rounds.join(', ')}`)
    console.log(`  two instances  ${two.rps} req/s  p50 ${two.p50} ms  p99 ${two.p99} ms  non-2xx ${two.non2xx}  rounds ${two.rounds.join(', ')}  (${ratio}x)`)
    console.log('Live reply followed through the other instance (written every 60 ms):')
    console.log(`  LISTEN/NOTIFY  ${postgres.deltas} deltas  median ${postgres.median} ms  p90 ${postgres.p90} ms  max ${postgres.max} ms`)
    console.log(`  Redis pub/sub  ${redis.deltas} deltas  median ${redis.median} ms  p90 ${redis.p90} ms  max ${redis.max} ms`)
    fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true })
    fs.writeFileSync(path.join(ROOT, 'bench/results/scale-out.json'), JSON.stringify({ seconds, connections, one, two, ratio, spacing: { postgres, redis } }, null, 2))
  } finally {
    await fake.close()
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err)
    process.exit(1)
  },
)
