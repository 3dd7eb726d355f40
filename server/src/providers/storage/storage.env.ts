import { Type } from '@sinclair/typebox'

/** Where uploaded files live, and how large one may be. */
export const storageEnv = {
  /** `local` (a directory on this machine: one instance) or `s3` (an S3-compatible bucket shared by every instance). */
  STORAGE_DRIVER: Type.Union([Type.Literal('local'), Type.Literal('s3')], { default: 'local' }),
  /** Directory of the local-disk storage; empty = DATA_DIR/uploads. */
  UPLOAD_DIR: Type.String({ default: '' }),
  /** Largest photo a student may upload, in bytes (10 MiB: a phone photo at full size). */
  UPLOAD_MAX_BYTES: Type.Integer({ default: 10 * 1024 * 1024, minimum: 1024, maximum: 100 * 1024 * 1024 }),
  /** The object store's endpoint, e.g. https://cos.ap-guangzhou.myqcloud.com, https://oss-cn-hangzhou.aliyuncs.com, http://minio:9000; empty: AWS. */
  S3_ENDPOINT: Type.String({ default: '', pattern: '^$|^https?://[^?#]+$' }),
  S3_REGION: Type.String({ default: 'us-east-1', minLength: 1 }),
  S3_BUCKET: Type.String({ default: '' }),
  S3_ACCESS_KEY_ID: Type.String({ default: '' }),
  S3_SECRET_ACCESS_KEY: Type.String({ default: '' }),
  /** `true` (bucket in the path: MinIO and other self-hosted stores); `false` for virtual-hosted buckets (Aliyun OSS requires it). */
  S3_FORCE_PATH_STYLE: Type.Boolean({ default: true }),
  /** Prefix of every object key, so one bucket can serve several deployments, e.g. `prod/`. */
  S3_PREFIX: Type.String({ default: '', pattern: '^$|^[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*/$' }),
  /** With STORAGE_DRIVER=s3: copy the H5 build's hashed chunks to the bucket at start, and serve chunks this instance lacks from there (rolling deploys). */
  APP_ASSET_SHARE: Type.Boolean({ default: true }),
  /** Time-out of one object-store call. */
  S3_TIMEOUT_MS: Type.Integer({ default: 10_000, minimum: 100, maximum: 120_000 }),
}

export function storageEnvProblems(c: { STORAGE_DRIVER?: string; S3_BUCKET?: string; S3_ACCESS_KEY_ID?: string; S3_SECRET_ACCESS_KEY?: string }): string[] {
  if (c.STORAGE_DRIVER !== 's3') return []
  const problems: string[] = []
  if (!c.S3_BUCKET) problems.push('S3_BUCKET: required with STORAGE_DRIVER=s3')
  if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: both or neither')
  return problems
}
