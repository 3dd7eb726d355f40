import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ClusterInfo } from './cluster'

export const STATE_FILE = path.join(os.tmpdir(), `scale-out-state-${process.pid}.json`)

export type ScaleOutState = ClusterInfo & { builds: string[] }

export const readState = (): ScaleOutState => JSON.parse(fs.readFileSync(STATE_FILE, 'utf8'))

/** Records a restarted instance's new process, so the teardown stops it too. */
export function updateInstancePid(name: string, pid: number): void {
  const state = readState()
  const instance = state.instances.find((i) => i.name === name)
  if (instance) instance.pid = pid
  fs.writeFileSync(STATE_FILE, JSON.stringify(state))
}
