import multipart from '@fastify/multipart'
import { ROUTES } from '@contract/routes'
import { newId } from '../../db/ids'
import { nowIso } from '../../db/time'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import { defineRoute } from '../../lib/route'
import type { App } from '../../types'
import { readImagePart } from '../uploads'
import { attachImages, countSince, insertFeedback, insertFeedbackImage } from './feedback.repository'

const DAY_MS = 86_400_000
// Enough for anyone with something to say; not enough to fill the operator's inbox or disk.
const FEEDBACK_PER_DAY = 10
const IMAGES_PER_DAY = 40
/** A full-size phone screenshot fits; more is not a screenshot. */
export const FEEDBACK_IMAGE_MAX_BYTES = 10 * 1024 * 1024

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/heic': 'heic' }

/** Feedback for the operator: screenshots first (multipart), then the text that carries them. */
export default async function feedbackRoutes(app: App) {
  const maxBytes = FEEDBACK_IMAGE_MAX_BYTES
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5 }, throwFileSizeLimit: true })

  defineRoute(app, ROUTES.feedback.image, async (req) => {
    const { userId } = sessionOf(req)
    const { data, mime } = await readImagePart(req, maxBytes)
    const since = new Date(Date.now() - DAY_MS).toISOString()
    if ((await countSince(app.db, 'feedback_images', userId, since)) >= IMAGES_PER_DAY) throw new AppError('RATE_LIMITED')
    const id = newId('fbi')
    // A random name under the storage's one-folder-deep keys; the row says whose it is.
    const key = `feedback/${id.replace(/^fbi_/, '')}.${EXTENSION[mime]}`
    await app.storage.put(key, data)
    await insertFeedbackImage(app.db, { id, user_id: userId, mime, size: data.length, storage_key: key, created_at: nowIso() })
    return ok({ image_id: id })
  })

  defineRoute(app, ROUTES.feedback.create, async (req) => {
    const { userId } = sessionOf(req)
    const since = new Date(Date.now() - DAY_MS).toISOString()
    if ((await countSince(app.db, 'feedback', userId, since)) >= FEEDBACK_PER_DAY) throw new AppError('RATE_LIMITED')
    const id = newId('fb')
    const createdAt = nowIso()
    const imageIds = req.body.image_ids ?? []
    await app.db.transaction().execute(async (trx) => {
      await insertFeedback(trx, {
        id,
        user_id: userId,
        category: req.body.category,
        content: req.body.content.trim(),
        contact: (req.body.contact ?? '').trim(),
        app_version: req.body.app_version ?? '',
        platform: req.platform,
        created_at: createdAt,
      })
      // All or nothing: someone else's screenshot, or one already sent, refuses the whole feedback.
      if ((await attachImages(trx, userId, id, imageIds)) !== imageIds.length) throw new AppError('FEEDBACK_IMAGE_NOT_FOUND')
    })
    req.log.info({ feedbackId: id, category: req.body.category, images: imageIds.length }, 'feedback received')
    return ok({ feedback_id: id, created_at: createdAt })
  })
}
