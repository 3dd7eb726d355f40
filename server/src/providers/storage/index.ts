import path from 'node:path'
import type { Config } from '../../config'
import { LocalDiskStorage } from './local-disk'

/**
 * Where uploaded files are kept. Keys are opaque relative names chosen by the server
 * (`[A-Za-z0-9_-]` segments joined by `/`); who may read a file is decided by the caller, never
 * by the storage. The local disk is the only implementation today; an object store (S3, OSS, COS)
 * for several instances fits the same interface.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>
  /** null when there is no such file. */
  get(key: string): Promise<Buffer | null>
  remove(key: string): Promise<void>
}

export function createStorage(config: Pick<Config, 'UPLOAD_DIR' | 'DATA_DIR'>): FileStorage {
  return new LocalDiskStorage(config.UPLOAD_DIR || path.join(config.DATA_DIR, 'uploads'))
}
