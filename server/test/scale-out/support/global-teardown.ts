import fs from 'node:fs'
import path from 'node:path'
import type { FakeOpenAI } from '../../fixtures/fake-openai'
import type { RunningCluster } from './cluster'
import { readState, STATE_FILE } from './state'

export default async function globalTeardown() {
  const started = (globalThis as Record<string, unknown>).__SCALE_OUT__ as { cluster: RunningCluster; fake: FakeOpenAI; builds: string[] } | undefined
  if (!started) return
  // Instances a test restarted are not among the children: stop them by the pids in the state.
  for (const instance of readState().instances) {
    try {
      process.kill(instance.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  await started.cluster.stop()
  await started.fake.close()
  if (!process.env.SCALE_OUT_KEEP) {
    fs.rmSync(started.cluster.info.dir, { recursive: true, force: true })
    for (const b of started.builds) fs.rmSync(path.dirname(b), { recursive: true, force: true })
  }
  fs.rmSync(STATE_FILE, { force: true })
}
