import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { pinyinEngine } from './modules/school/search-keys'

// Long enough for in-flight requests (and streamed answers) to finish; short enough for a deploy.
const SHUTDOWN_GRACE_MS = 10_000

async function main() {
  let config
  try {
    config = loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(78) // EX_CONFIG
    }
    throw err
  }
  const app = await buildApp({ config })

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    timer.unref()
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error while closing')
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', () => shutdown('SIGINT'))
  process.once('SIGTERM', () => shutdown('SIGTERM'))

  await app.listen({ host: config.HOST, port: config.PORT })
  // School search reads Chinese keywords through pinyin-pro: load it now, not on a student's first search.
  setImmediate(() => pinyinEngine())
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
