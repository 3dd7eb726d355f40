import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { PATHS } from '@contract/paths'
import type { App } from '../types'

/**
 * KaTeX's fonts for the mini-program (wx.loadFontFace needs a URL; the H5 build carries its own
 * copies). Served by every instance, API-only ones included: the mini-program talks to those.
 */
export default async function mathFonts(app: App) {
  await app.register(fastifyStatic, {
    root: path.join(path.dirname(require.resolve('katex/package.json')), 'dist', 'fonts'),
    prefix: `${PATHS.mathFonts}/`,
    decorateReply: false,
    wildcard: false,
    allowedPath: (file) => /^\/?KaTeX_[A-Za-z0-9-]+\.woff2$/.test(file),
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      res.setHeader('Access-Control-Allow-Origin', '*')
    },
  })
}
