import { Type } from '@sinclair/typebox'

/** Where uploaded files live, and how large one may be. */
export const storageEnv = {
  /** Directory of the local-disk storage; empty = DATA_DIR/uploads. */
  UPLOAD_DIR: Type.String({ default: '' }),
  /** Largest photo a student may upload, in bytes (10 MiB: a phone photo at full size). */
  UPLOAD_MAX_BYTES: Type.Integer({ default: 10 * 1024 * 1024, minimum: 1024, maximum: 100 * 1024 * 1024 }),
}
