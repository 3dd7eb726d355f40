import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { Config } from '../../config'
import type { FileStorage } from '.'
import { assertKey } from './key'

export type S3Env = Pick<
  Config,
  'S3_ENDPOINT' | 'S3_REGION' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE' | 'S3_PREFIX' | 'S3_TIMEOUT_MS'
>

/**
 * Files in an S3-compatible bucket (Tencent COS, Aliyun OSS, MinIO, AWS), shared by every server
 * instance. Objects are written private (no ACL is granted): they reach a student only through
 * our API, which checks who asks, so the bucket itself never needs to be public.
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3'
  private readonly client: S3Client

  constructor(private readonly env: S3Env) {
    this.client = new S3Client({
      region: env.S3_REGION,
      ...(env.S3_ENDPOINT && { endpoint: env.S3_ENDPOINT }),
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      ...(env.S3_ACCESS_KEY_ID && { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }),
      // Checksums on every request are newer than several S3-compatible stores (COS, OSS, older MinIO).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    })
  }

  private key(key: string): string {
    assertKey(key)
    return `${this.env.S3_PREFIX}${key}`
  }

  private signal() {
    return { abortSignal: AbortSignal.timeout(this.env.S3_TIMEOUT_MS) }
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.env.S3_BUCKET, Key: this.key(key), Body: bytes, ContentLength: bytes.length }), this.signal())
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.env.S3_BUCKET, Key: this.key(key) }), this.signal())
      if (!res.Body) return null
      return Buffer.from(await res.Body.transformToByteArray())
    } catch (err) {
      if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)) return null
      throw err
    }
  }

  async remove(key: string): Promise<void> {
    // S3 answers 204 for a missing key too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.env.S3_BUCKET, Key: this.key(key) }), this.signal())
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.env.S3_BUCKET }), this.signal())
  }

  close(): void {
    this.client.destroy()
  }
}
