import path from 'node:path'
import type { Config } from '../../config'
import { LocalDiskStorage } from './local-disk'

/**
 * Where uploaded files live (avatars, question photos). Keys are relative names chosen by the
 * server, e.g. `avatars/<name>.png`, `images/<user>/<id>`; who may read a file is decided by the
 * caller, never by the storage. The embedded default keeps them on the local disk (UPLOAD_DIR,
 * else DATA_DIR/uploads); an object store (COS, OSS, S3) can take its place behind the same three
 * calls when several instances serve.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>
  /** null when there is no such file. */
  get(key: string): Promise<Buffer | null>
  /** Removing a missing file is not an error. */
  remove(key: string): Promise<void>
}

export function createStorage(config: Pick<Config, 'UPLOAD_DIR' | 'DATA_DIR'>): FileStorage {
  return new LocalDiskStorage(config.UPLOAD_DIR || path.join(config.DATA_DIR, 'uploads'))
}
