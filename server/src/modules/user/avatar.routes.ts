import { randomBytes } from 'node:crypto'
import multipart from '@fastify/multipart'
import { Type } from '@sinclair/typebox'
import { PATHS } from '@contract/paths'
import { ROUTES } from '@contract/routes'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import { defineRoute } from '../../lib/route'
import type { App } from '../../types'
import { readImagePart } from '../uploads'
import { removeAvatarFile } from './avatar-file'
import { setAvatar } from './profile.service'

const MAX_AVATAR_BYTES = 2 * 1024 * 1024

// Browsers show these three everywhere; an avatar in HEIC would be blank on many phones.
const KINDS = [
  { ext: 'jpg', type: 'image/jpeg' },
  { ext: 'png', type: 'image/png' },
  { ext: 'webp', type: 'image/webp' },
] as const

export default async function avatarRoutes(app: App) {
  await app.register(multipart, { limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 5, parts: 6 }, throwFileSizeLimit: true })

  defineRoute(app, ROUTES.user.avatar, { config: { auth: 'active' } }, async (req) => {
    const { data: bytes, mime } = await readImagePart(req, MAX_AVATAR_BYTES, KINDS.map((k) => k.type))
    const kind = KINDS.find((k) => k.type === mime)!
    const name = `${randomBytes(16).toString('base64url')}.${kind.ext}`
    await app.storage.put(`avatars/${name}`, bytes)
    const avatar = `${PATHS.resource.avatar}/${name}`
    const { previous } = await setAvatar(app, sessionOf(req).userId, avatar)
    await removeAvatarFile(app, previous)
    return ok({ avatar })
  })

  app.get(
    `${PATHS.resource.avatar}/:name`,
    {
      config: { auth: 'public' },
      schema: { params: Type.Object({ name: Type.String({ pattern: '^[A-Za-z0-9_-]{22}\\.(jpg|png|webp)$' }) }) },
    },
    async (req, reply) => {
      const bytes = await app.storage.get(`avatars/${req.params.name}`)
      if (!bytes) throw new AppError('NOT_FOUND')
      const kind = KINDS.find((k) => req.params.name.endsWith(`.${k.ext}`))!
      // A new avatar gets a new name, so a name's content never changes.
      return reply.header('Content-Type', kind.type).header('Cache-Control', 'public, max-age=31536000, immutable').send(bytes)
    },
  )
}
