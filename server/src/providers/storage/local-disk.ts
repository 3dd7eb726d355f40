import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { FileStorage } from '.'
import { assertKey } from './key'

/** Files under one directory (DATA_DIR/uploads by default). Writes are atomic: a temp file, then rename. */
export class LocalDiskStorage implements FileStorage {
  readonly kind = 'local-disk'
  readonly root: string

  constructor(root: string) {
    this.root = path.resolve(root)
  }

  private file(key: string): string {
    assertKey(key)
    return path.join(this.root, ...key.split('/'))
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.file(key)
    await fs.mkdir(path.dirname(file), { recursive: true })
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`
    await fs.writeFile(temp, data, { mode: 0o600 })
    await fs.rename(temp, file)
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

  async check(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true })
    await fs.access(this.root, fs.constants.W_OK)
  }
}
