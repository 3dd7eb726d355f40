import fs from 'node:fs'
import path from 'node:path'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import type { App } from '../types'

// Built files carry a content hash in their name, so they never change: cache them for a year.
// index.html must be re-read on every visit to pick up a new build.
const HASHED = /\.[0-9a-f]{8}\.(js|css)(\.(br|gz))?$/

/** Serves the built H5 app at `/` (hash routing: every page lives behind `/#/`). */
export default fp(async function staticApp(app: App) {
  if (!app.config.SERVE_APP) return
  const root = path.resolve(app.config.STATIC_DIR)
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'no H5 build found; run `npm run build:h5` to serve the app')
    return
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, file) {
      res.setHeader('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
})
