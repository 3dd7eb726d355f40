import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { testConfig } from '../../src/config'
import { createStorage } from '../../src/providers/storage'
import { createTestApp, createUserWithSession, TEST_DIALECT, type TestContext } from '../helpers'
import { JPEG, upload } from '../fixtures/images'
import { startTestS3, type TestS3 } from '../fixtures/s3-server'

// The real AWS SDK against a real S3-compatible server (s3rver), path-style like MinIO.
describe(`uploads in S3-compatible object storage (${TEST_DIALECT})`, () => {
  let s3: TestS3
  beforeAll(async () => {
    s3 = await startTestS3()
  })
  afterAll(() => s3.close())

  const storeFiles = () => {
    const found: string[] = []
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(path.join(dir, e.name))
        else found.push(path.relative(s3.directory, path.join(dir, e.name)))
      }
    }
    walk(s3.directory)
    return found
  }

  it('puts, gets and removes objects, answers null for a missing one, and reports readiness', async () => {
    const storage = await createStorage(testConfig({ ...s3.env, S3_PREFIX: 'unit/' }))
    expect(storage.kind).toBe('s3')
    await storage.check()
    await storage.put('images/u1/a', Buffer.from('photo bytes'))
    expect((await storage.get('images/u1/a'))?.toString()).toBe('photo bytes')
    expect(storeFiles().some((f) => f.includes('unit/images/u1/a'))).toBe(true)
    expect(await storage.get('images/u1/missing')).toBeNull()
    await storage.remove('images/u1/a')
    await storage.remove('images/u1/a') // removing twice is not an error
    expect(await storage.get('images/u1/a')).toBeNull()
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/unsafe storage key/)
    storage.close?.()
  })

  it('fails its readiness check when the bucket does not exist', async () => {
    const noBucket = await createStorage(testConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket', S3_TIMEOUT_MS: '3000' }))
    await expect(noBucket.check()).rejects.toThrow()
    await expect(noBucket.put('images/u/x', Buffer.from('x'))).rejects.toThrow()
    noBucket.close?.()
  })

  it('refuses to start with s3 but no bucket, or half a key', () => {
    expect(() => testConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/)
    expect(() => testConfig({ ...s3.env, S3_SECRET_ACCESS_KEY: '' })).toThrow(/both or neither/)
  })

  describe('through the API', () => {
    let ctx: TestContext
    let base: string
    const localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'never-used-'))
    beforeAll(async () => {
      ctx = await createTestApp({ ...s3.env, S3_PREFIX: 'api/', UPLOAD_DIR: localDir })
      base = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    })
    afterAll(async () => {
      await ctx.close()
      fs.rmSync(localDir, { recursive: true, force: true })
    })

    it('keeps a question photo in the bucket, not on the disk, and shows it to its owner only', async () => {
      const owner = await createUserWithSession(ctx.app)
      const other = await createUserWithSession(ctx.app)
      const sent = await upload(base, owner.headers, JPEG)
      expect(sent.status).toBe(200)
      const id = sent.body.data!.image_id
      expect(storeFiles().some((f) => f.includes(`api/images/${owner.user.id}/${id}`))).toBe(true)
      expect(fs.readdirSync(localDir)).toEqual([])
      const mine = await fetch(`${base}/api/v1/chat/image?image_id=${id}`, { headers: owner.headers })
      expect(mine.status).toBe(200)
      expect(mine.headers.get('cache-control')).toContain('private')
      expect(Buffer.from(await mine.arrayBuffer()).equals(JPEG)).toBe(true)
      const theirs = await fetch(`${base}/api/v1/chat/image?image_id=${id}`, { headers: other.headers })
      expect(theirs.status).toBe(404)
    })

    it('reports the bucket in readiness', async () => {
      const res = await fetch(`${base}/api/health/ready`)
      expect(res.status).toBe(200)
      const body = (await res.json()) as { data: { status: string; checks: Record<string, { ok: boolean; kind: string }> } }
      expect(body.data.status).toBe('ready')
      expect(body.data.checks.storage).toMatchObject({ ok: true, kind: 's3' })
      expect(body.data.checks.database).toMatchObject({ ok: true, kind: TEST_DIALECT })
      expect(body.data.checks.redis).toBeUndefined()
    })
  })
})
