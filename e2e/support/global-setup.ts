import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServer } from './server-process'

export const STATE_FILE = path.join(os.tmpdir(), `e2e-state-${process.pid}.json`)

/** One real server for the whole run; tests read its address from E2E_STATE. */
export default async function globalSetup() {
  const server = await startServer()
  const state = { baseUrl: server.baseUrl, dataDir: server.dataDir, logFile: server.logFile, pid: server.child.pid }
  fs.writeFileSync(STATE_FILE, JSON.stringify(state))
  process.env.E2E_STATE = STATE_FILE
  ;(globalThis as { __E2E_SERVER__?: unknown }).__E2E_SERVER__ = server
}
