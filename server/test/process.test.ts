import fs from 'node:fs'
import { startServer, stopServer } from '../../e2e/support/server-process'

// The real process, as `npm start` runs it: start, migrate, answer, and stop cleanly on SIGTERM.
describe('server process', () => {
  it('answers health once started and exits 0 on SIGTERM, closing the database', async () => {
    const server = await startServer({ SERVE_APP: 'false', NODE_ENV: 'production' })
    const res = await fetch(`${server.baseUrl}/api/health`)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ code: 200, data: { status: 'ok', database: 'sqlite' } })
    const log = fs.readFileSync(server.logFile, 'utf8')
    expect(log).toMatch(/database migrated/)
    expect(await stopServer(server)).toBe(0)
    expect(fs.readFileSync(server.logFile, 'utf8')).toMatch(/shutting down/)
  }, 60_000)

  it('refuses to start with a bad configuration, listing every problem', async () => {
    await expect(startServer({ SERVE_APP: 'false', PORT: 'x', LOG_LEVEL: 'loud' }).catch((e: Error) => e.message)).resolves.toMatch(
      /PORT[\s\S]*LOG_LEVEL|LOG_LEVEL[\s\S]*PORT/,
    )
  }, 60_000)
})
