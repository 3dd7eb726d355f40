import { AppError } from '../../errors'

/** Page cursors are opaque to clients: base64url of a small JSON array. */
export function encodeCursor(parts: (string | number)[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url')
}

/** The parts, checked against the expected shape; a bad cursor is a 400 naming `cursor`. */
export function decodeCursor<T extends (string | number)[]>(cursor: string, shape: ('string' | 'number')[]): T {
  try {
    const parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown
    if (Array.isArray(parts) && parts.length === shape.length && parts.every((p, i) => typeof p === shape[i])) {
      return parts as T
    }
  } catch {
    // falls through to the validation error
  }
  throw new AppError('VALIDATION', { field: 'cursor' })
}
