import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startFakeOpenAI } from '../../fixtures/fake-openai'
import { startCluster } from './cluster'
import { scriptedReply } from './fake-model'
import { STATE_FILE } from './state'

/** Two builds of the H5 app, each with a chunk the other lacks (versions N and N+1 of a rolling deploy). */
function fakeBuilds(dir: string): string[] {
  return ['aaaaaaaa', 'bbbbbbbb'].map((hash) => {
    const root = path.join(dir, `h5-${hash}`)
    fs.mkdirSync(path.join(root, 'js'), { recursive: true })
    fs.writeFileSync(path.join(root, 'index.html'), `<script src="/js/app.${hash}.js"></script>`)
    fs.writeFileSync(path.join(root, 'js', `app.${hash}.js`), `console.log('build ${hash}')`)
    return root
  })
}

/** Starts the whole cluster once for the suite (see support/cluster.ts). */
export default async function globalSetup() {
  const base = process.env.TEST_DATABASE_URL
  if (!base) throw new Error('the scale-out suite needs PostgreSQL: run it with `bash scripts/scale-out.sh`')
  const fake = await startFakeOpenAI()
  fake.fallback = scriptedReply
  const builds = fakeBuilds(fs.mkdtempSync(path.join(os.tmpdir(), 'scale-builds-')))
  const started = Date.now()
  const cluster = await startCluster({
    databaseUrl: base,
    staticDirs: builds,
    env: {
      LLM_BASE_URL: fake.baseURL,
      LLM_MODEL: 'fake-chat',
      LLM_MAX_RETRIES: '0',
      RATE_LIMIT_PER_MINUTE: '40',
      ORDER_SWEEP_INTERVAL_MS: '1000',
      JOB_TICK_MS: '100',
      // Rate limits in Redis, live replies over PostgreSQL LISTEN/NOTIFY.
      LIVE_FANOUT: 'postgres',
    },
  })
  console.log(`\nscale-out cluster up in ${Date.now() - started} ms: HAProxy ${cluster.info.lb} -> ${cluster.info.instances.map((i) => i.url).join(', ')}`)
  fs.writeFileSync(STATE_FILE, JSON.stringify({ ...cluster.info, builds }))
  ;(globalThis as Record<string, unknown>).__SCALE_OUT__ = { cluster, fake, builds }
}
