import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

export const AEAD_ALGORITHM = 'AEAD_AES_256_GCM'
const TAG_BYTES = 16

/** The `resource` of a WeChat Pay notification. */
export interface EncryptedResource {
  algorithm: string
  ciphertext: string
  nonce: string
  associated_data?: string
  original_type?: string
}

/**
 * AES-256-GCM with the 32-byte APIv3 key; `ciphertext` is base64 of the encrypted bytes followed by
 * the 16-byte tag; nonce and associated_data are used as their UTF-8 bytes. Returns null when
 * anything fails to authenticate, so no partial plaintext ever escapes.
 */
export function decryptResource(resource: EncryptedResource, apiV3Key: Buffer): string | null {
  if (resource.algorithm !== AEAD_ALGORITHM) return null
  const sealed = Buffer.from(resource.ciphertext, 'base64')
  if (sealed.length <= TAG_BYTES || resource.nonce.length === 0) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(resource.nonce, 'utf8'), {
      authTagLength: TAG_BYTES,
    })
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'))
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES))
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    )
  } catch {
    // Expected: a wrong key or a forged tag fails authentication: the notification is not ours.
    return null
  }
}

/** The other direction, for the sandbox: WeChat Pay's nonces are 12 printable characters. */
export function encryptResource(
  plaintext: string,
  apiV3Key: Buffer,
  associatedData: string,
  originalType: string,
  nonce: string = randomBytes(6).toString('hex'),
): EncryptedResource {
  const cipher = createCipheriv('aes-256-gcm', apiV3Key, Buffer.from(nonce, 'utf8'), { authTagLength: TAG_BYTES })
  cipher.setAAD(Buffer.from(associatedData, 'utf8'))
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return {
    original_type: originalType,
    algorithm: AEAD_ALGORITHM,
    ciphertext: encrypted.toString('base64'),
    associated_data: associatedData,
    nonce,
  }
}
