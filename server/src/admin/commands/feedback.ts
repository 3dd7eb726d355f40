import fs from 'node:fs/promises'
import path from 'node:path'
import { FEEDBACK_CATEGORIES } from '@contract/feedback'
import type { AdminCommand } from '../command'
import { UsageError } from '../command'
import { imagesOf, listFeedback } from '../../modules/feedback/feedback.repository'
import { createStorage } from '../../providers/storage'
import { findUser } from './find-user'

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/heic': 'heic' }

/** `feedback`: what students sent, newest first, with their screenshots (saved with --save <dir>). */
export const feedbackCommand: AdminCommand = {
  name: 'feedback',
  summary: 'list feedback (newest first); --save <dir> also writes its screenshots there',
  usage: `feedback [--category ${FEEDBACK_CATEGORIES.join('|')}] [--user <u_… | phone | account>] [--limit 20] [--save <dir>]`,
  options: { category: { type: 'string' }, user: { type: 'string' }, limit: { type: 'string' }, save: { type: 'string' } },
  async run(ctx, { values }) {
    const limit = values.limit === undefined ? 20 : Number(values.limit)
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new UsageError('--limit must be 1..500')
    const category = values.category as string | undefined
    if (category && !(FEEDBACK_CATEGORIES as readonly string[]).includes(category)) {
      throw new UsageError(`--category must be one of ${FEEDBACK_CATEGORIES.join(', ')}`)
    }
    const userId = typeof values.user === 'string' ? (await findUser(ctx.db, values.user)).id : undefined
    const rows = await listFeedback(ctx.db, { limit, category, userId })
    if (rows.length === 0) return ctx.out('no feedback')
    const images = await imagesOf(
      ctx.db,
      rows.map((r) => r.id),
    )
    const storage = await createStorage(ctx.config)
    const saveDir = typeof values.save === 'string' ? path.resolve(values.save) : null
    if (saveDir) await fs.mkdir(saveDir, { recursive: true })
    for (const row of rows) {
      ctx.out(`${row.created_at.slice(0, 16).replace('T', ' ')}  ${row.id}  ${row.user_id}  [${row.category}]  ${row.platform} ${row.app_version}`)
      ctx.out(`  ${row.content.replace(/\s*\n\s*/g, ' / ')}`)
      if (row.contact) ctx.out(`  contact: ${row.contact}`)
      for (const image of images.filter((i) => i.feedback_id === row.id)) {
        let where = image.storage_key
        if (saveDir) {
          const data = await storage.get(image.storage_key)
          if (data) {
            where = path.join(saveDir, `${image.id}.${EXTENSION[image.mime] ?? 'bin'}`)
            await fs.writeFile(where, data)
          }
        }
        ctx.out(`  image: ${where} (${image.mime}, ${Math.ceil(image.size / 1024)} KB)`)
      }
    }
  },
}
