import type { FastifyRequest } from 'fastify'
import { AppError } from '../../errors'
import { sniffImage, type ImageMime } from './image-type'

/**
 * What a failed multipart read means for the student. Busboy's own errors (no boundary, a body
 * cut short, a missing closing delimiter, a malformed part header) carry no status: they are a
 * broken upload (400), never a server failure.
 */
function uploadError(err: unknown, maxBytes: number): AppError {
  if (err instanceof AppError) return err
  const { code, statusCode } = err as { code?: string; statusCode?: number }
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('IMAGE_TOO_LARGE', { max: Math.floor(maxBytes / 1024 / 1024) })
  if (statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE')
  return new AppError('MULTIPART_INVALID')
}

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
  if (!req.isMultipart()) throw new AppError('VALIDATION', { field: 'file' })
  let data: Buffer
  try {
    const part = await req.file()
    if (!part || part.fieldname !== 'file') throw new AppError('VALIDATION', { field: 'file' })
    data = await part.toBuffer()
  } catch (err) {
    throw uploadError(err, maxBytes)
  }
  if (data.length === 0) throw new AppError('VALIDATION', { field: 'file' })
  const mime = sniffImage(data)
  if (!mime || !accepted.includes(mime)) throw new AppError('IMAGE_TYPE_UNSUPPORTED')
  return { data, mime }
}
