import fs from 'node:fs'
import path from 'node:path'
import fp from 'fastify-plugin'
import { Type } from '@sinclair/typebox'
import type { App } from '../types'

// The build's content-hashed chunks: a name's bytes never change, so any version may serve them.
const HASHED_FILE = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.[0-9a-f]{8}\.(js|css)$/
const DIRS = ['js', 'css'] as const
const TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' }
const VARIANTS = [
  { suffix: '.br', encoding: 'br' },
  { suffix: '.gz', encoding: 'gzip' },
  { suffix: '', encoding: null },
] as const

const keyOf = (dir: string, file: string) => `app-assets/${dir}/${file}`

/**
 * A rolling deploy serves two versions at once: the new index.html, answered by a new instance,
 * may ask an old one for a chunk only the new build has (and a page loaded before the deploy may
 * ask a new instance for an old chunk). With object storage configured, every instance copies its
 * build's hashed chunks to the shared bucket as it starts (before it is ready) and serves any
 * hashed chunk it lacks from there, so every version's chunks stay reachable from every instance.
 */
export default fp(async function sharedAssets(app: App) {
  const { config } = app
  if (!config.SERVE_APP || !config.APP_ASSET_SHARE || app.storage.kind !== 's3') return
  const root = path.resolve(config.STATIC_DIR)
  if (!fs.existsSync(path.join(root, 'index.html'))) return

  let copied = 0
  for (const dir of DIRS) {
    const folder = path.join(root, dir)
    if (!fs.existsSync(folder)) continue
    for (const name of fs.readdirSync(folder)) {
      const base = name.replace(/\.(br|gz)$/, '')
      if (!HASHED_FILE.test(base)) continue
      await app.storage.put(keyOf(dir, name), fs.readFileSync(path.join(folder, name)))
      copied += 1
    }
  }
  app.log.info({ copied }, 'app chunks shared through the object store')

  for (const dir of DIRS) {
    app.get(
      `/${dir}/:file`,
      { config: { auth: 'public' }, schema: { params: Type.Object({ file: Type.String({ maxLength: 200 }) }) } },
      async (req, reply) => {
        const { file } = req.params
        if (!HASHED_FILE.test(file)) return reply.callNotFound()
        if (fs.existsSync(path.join(root, dir, file))) return reply.sendFile(`${dir}/${file}`)
        const accepts = String(req.headers['accept-encoding'] ?? '')
        for (const variant of VARIANTS) {
          if (variant.encoding && !accepts.includes(variant.encoding)) continue
          const bytes = await app.storage.get(keyOf(dir, `${file}${variant.suffix}`))
          if (!bytes) continue
          if (variant.encoding) reply.header('Content-Encoding', variant.encoding)
          return reply
            .header('Content-Type', TYPES[dir])
            .header('Vary', 'Accept-Encoding')
            .header('Cache-Control', 'public, max-age=31536000, immutable')
            .send(bytes)
        }
        return reply.callNotFound()
      },
    )
  }
})
