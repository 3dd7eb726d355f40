import fs from 'node:fs'
import { stopServer, type RunningServer } from './server-process'

export default async function globalTeardown() {
  const server = (globalThis as { __E2E_SERVER__?: RunningServer }).__E2E_SERVER__
  if (server) await stopServer(server)
  if (process.env.E2E_STATE) fs.rmSync(process.env.E2E_STATE, { force: true })
}
