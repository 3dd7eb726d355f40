import multipart from '@fastify/multipart'
import { PATHS } from '@contract/paths'
import { ROUTES } from '@contract/routes'
import { ImageQuery } from '@contract/chat'
import { newId } from '../../db/ids'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import { defineRoute } from '../../lib/route'
import type { App } from '../../types'
import { readImagePart } from './read-image'
import { findUpload, insertUpload, uploadsSince } from './uploads.repository'

// A student photographs a few questions a day; this stops a runaway client from filling the disk.
const UPLOADS_PER_DAY = 200
const DAY_MS = 86_400_000

/** Question photos: uploaded as multipart, typed by their bytes, served to their owner only. */
export default async function uploadRoutes(app: App) {
  const maxBytes = app.config.UPLOAD_MAX_BYTES
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5 }, throwFileSizeLimit: true })

  defineRoute(app, ROUTES.chat.upload, async (req) => {
    const { userId } = sessionOf(req)
    const { data, mime } = await readImagePart(req, maxBytes)
    if ((await uploadsSince(app.db, userId, DAY_MS)) >= UPLOADS_PER_DAY) throw new AppError('RATE_LIMITED')
    const id = newId('img')
    const key = `images/${userId}/${id}`
    await app.storage.put(key, data)
    await insertUpload(app.db, { id, user_id: userId, mime, size: data.length, storage_key: key })
    return ok({ image_id: id, mime, size: data.length })
  })

  app.get(PATHS.chat.image, { schema: { querystring: ImageQuery } }, async (req, reply) => {
    const upload = await findUpload(app.db, sessionOf(req).userId, req.query.image_id)
    const data = upload && (await app.storage.get(upload.storage_key))
    if (!upload || !data) throw new AppError('IMAGE_NOT_FOUND')
    return reply
      .header('Content-Type', upload.mime)
      .header('Content-Disposition', 'inline')
      // Private: a shared cache must never hand one student's photo to another.
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .send(data)
  })
}
