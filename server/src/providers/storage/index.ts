import path from 'node:path'
import type { Config } from '../../config'
import { LocalDiskStorage } from './local-disk'
import type { S3Env } from './s3'

/**
 * Where uploaded files live (avatars, question photos, feedback screenshots). Keys are relative
 * names chosen by the server, e.g. `avatars/<name>.png`, `images/<user>/<id>`; who may read a file
 * is decided by the caller, never by the storage. The embedded default keeps them on the local
 * disk (UPLOAD_DIR, else DATA_DIR/uploads: one instance); STORAGE_DRIVER=s3 puts them in an
 * S3-compatible bucket (COS, OSS, MinIO, AWS) that every instance shares.
 */
export interface FileStorage {
  readonly kind: 'local-disk' | 's3'
  put(key: string, bytes: Buffer): Promise<void>
  /** null when there is no such file. */
  get(key: string): Promise<Buffer | null>
  /** Removing a missing file is not an error. */
  remove(key: string): Promise<void>
  /** Resolves when the storage can be written (readiness). */
  check(): Promise<void>
  /** Releases connections (the app's close). */
  close?(): void
}

export async function createStorage(config: Pick<Config, 'UPLOAD_DIR' | 'DATA_DIR' | 'STORAGE_DRIVER'> & S3Env): Promise<FileStorage> {
  // Loaded only when used: the AWS SDK takes most of a second to load, which every start (and
  // every test file) would pay for nothing with the local disk.
  if (config.STORAGE_DRIVER === 's3') return new (await import('./s3')).S3Storage(config)
  return new LocalDiskStorage(config.UPLOAD_DIR || path.join(config.DATA_DIR, 'uploads'))
}
