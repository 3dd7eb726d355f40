import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServer } from './server-process'

export const STATE_FILE = path.join(os.tmpdir(), `e2e-state-${process.pid}.json`)

/** One real server for the whole run; tests read its address from E2E_STATE. */
export default async function globalSetup() {
  // Every journey signs in from 127.0.0.1: the per-network SMS cap (30 an hour) is for real
  // networks, not for one machine running five languages' journeys.
  const server = await startServer({ SMS_IP_HOURLY_LIMIT: '1000', SMS_IP_DAILY_LIMIT: '1000' })
  const state = { baseUrl: server.baseUrl, dataDir: server.dataDir, logFile: server.logFile, pid: server.child.pid }
  fs.writeFileSync(STATE_FILE, JSON.stringify(state))
  process.env.E2E_STATE = STATE_FILE
  ;(globalThis as { __E2E_SERVER__?: unknown }).__E2E_SERVER__ = server
}
