import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * Where uploaded files live. The embedded default keeps them under DATA_DIR/uploads; an object
 * store (COS, OSS, S3) can take its place behind the same three calls when several instances serve.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>
  /** null when there is no such file. */
  get(key: string): Promise<Buffer | null>
  /** Removing a missing file is not an error. */
  remove(key: string): Promise<void>
}

const SAFE_KEY = /^[a-z0-9-]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    // Keys are made by us, but a key from a URL must never climb out of the folder.
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`)
    return path.join(this.root, key)
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key)
    await fs.mkdir(path.dirname(file), { recursive: true })
    await fs.writeFile(file, bytes)
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.file(key))
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw err
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true })
  }
}

export const createFileStorage = (dataDir: string): FileStorage => new LocalFileStorage(path.resolve(dataDir, 'uploads'))
