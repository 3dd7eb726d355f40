import type { FastifyRequest } from 'fastify'
import { AppError } from '../../errors'
import { sniffImage, type ImageMime } from './image-type'

/**
 * Reads the one `file` part of a multipart upload and types it by its bytes. Every image upload
 * (question photos, feedback screenshots, avatars) goes through here, so they refuse alike.
 * The route's multipart plugin must be registered with `throwFileSizeLimit: true`.
 */
export async function readImagePart(
  req: FastifyRequest,
  maxBytes: number,
  accepted: readonly ImageMime[] = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'],
): Promise<{ data: Buffer; mime: ImageMime }> {
  if (!req.isMultipart()) throw new AppError('VALIDATION', { field: 'file', issue: 'missing' })
  const part = await req.file()
  if (!part || part.fieldname !== 'file') throw new AppError('VALIDATION', { field: 'file', issue: 'missing' })
  let data: Buffer
  try {
    data = await part.toBuffer()
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('IMAGE_TOO_LARGE', { max: Math.floor(maxBytes / 1024 / 1024) })
    }
    throw err
  }
  if (data.length === 0) throw new AppError('VALIDATION', { field: 'file', issue: 'missing' })
  const mime = sniffImage(data)
  if (!mime || !accepted.includes(mime)) throw new AppError('IMAGE_TYPE_UNSUPPORTED')
  return { data, mime }
}
