import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { Type, type Static } from '@sinclair/typebox'
import type { PlatformKey } from './verify'

/**
 * WeChat Pay API v3 settings, used when PAY_PROVIDER=wechatpay (then checked together by
 * readWechatPayCredentials). Keys are PEM text (`\n` escapes allowed, for one-line env files) or
 * the path of a PEM file; the text is recognised by its `-----BEGIN` line.
 */
export const wechatpayEnv = {
  /** Merchant id (商户号), digits. */
  WECHATPAY_MCHID: Type.String({ default: '' }),
  /** AppID the payments belong to: the mini-program's (JSAPI openids are per AppID). */
  WECHATPAY_APPID: Type.String({ default: '' }),
  /** Serial number of the merchant API certificate (商户API证书序列号). */
  WECHATPAY_SERIAL_NO: Type.String({ default: '' }),
  /** Merchant API private key (apiclient_key.pem): PEM text or file path. */
  WECHATPAY_PRIVATE_KEY: Type.String({ default: '' }),
  /** APIv3 key (APIv3密钥): exactly 32 bytes; decrypts notifications. */
  WECHATPAY_APIV3_KEY: Type.String({ default: '' }),
  /**
   * Platform certificate (or its public key), PEM text or file path, with its serial; the serial
   * may be left empty for a certificate. A "wechatpay public key" may also go here when
   * WECHATPAY_PLATFORM_SERIAL is its PUB_KEY_ID_… id.
   */
  WECHATPAY_PLATFORM_PUBLIC_KEY: Type.String({ default: '' }),
  WECHATPAY_PLATFORM_SERIAL: Type.String({ default: '' }),
  /**
   * The "wechatpay public key" (微信支付公钥) and its id PUB_KEY_ID_…. While a merchant switches
   * from platform certificates WeChat Pay signs with either, so both pairs may be set at once.
   */
  WECHATPAY_PUBLIC_KEY: Type.String({ default: '' }),
  WECHATPAY_PUBLIC_KEY_ID: Type.String({ default: '' }),
  /** An origin only (the signature covers the path): tests point it at a local fake. */
  WECHATPAY_API_BASE: Type.String({ default: 'https://api.mch.weixin.qq.com', pattern: '^https?://[^/?#]+/?$' }),
  /** Time limit of each call to WeChat Pay, connection to last byte. */
  WECHATPAY_TIMEOUT_MS: Type.Integer({ default: 10_000, minimum: 100, maximum: 60_000 }),
}

export type WechatPayEnv = Static<ReturnType<typeof Type.Object<typeof wechatpayEnv>>>

export interface WechatPayCredentials {
  mchid: string
  appid: string
  serialNo: string
  privateKey: KeyObject
  apiV3Key: Buffer
  platformKeys: PlatformKey[]
  /** The public key id, when we hold one: sent with each request so answers are signed with it. */
  requestSerial: string | null
  apiBase: string
  timeoutMs: number
}

const HEX_SERIAL = /^[0-9A-Fa-f]{8,64}$/
const PUBLIC_KEY_ID = /^PUB_KEY_ID_[0-9A-Za-z_]+$/

type ReadFile = (path: string) => string

/** PEM text as given, or the content of the file it names; null (with a problem noted) otherwise. */
function pemOf(name: string, value: string, readFile: ReadFile, problems: string[]): string | null {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n')
  try {
    return readFile(value)
  } catch {
    // Expected: configuration: reported as a problem at start.
    problems.push(`${name}: neither PEM text nor a readable file (${value})`)
    return null
  }
}

function rsaKey(name: string, create: () => KeyObject, problems: string[]): KeyObject | null {
  try {
    const key = create()
    if (key.asymmetricKeyType !== 'rsa' || (key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) {
      problems.push(`${name}: must be an RSA key of at least 2048 bits`)
      return null
    }
    return key
  } catch {
    // Expected: configuration: reported as a problem at start.
    problems.push(`${name}: not a valid PEM key`)
    return null
  }
}

function platformKey(
  names: [keyName: string, idName: string],
  values: [pemValue: string, id: string],
  readFile: ReadFile,
  problems: string[],
  idPattern: RegExp,
): PlatformKey | null {
  const [keyName, idName] = names
  const pem = pemOf(keyName, values[0], readFile, problems)
  if (pem === null) return null
  const key = rsaKey(keyName, () => createPublicKey(pem), problems)
  let id = HEX_SERIAL.test(values[1]) ? values[1].toUpperCase() : values[1]
  if (pem.includes('BEGIN CERTIFICATE')) {
    let serial: string | null = null
    try {
      serial = new X509Certificate(pem).serialNumber.toUpperCase()
    } catch {
      // Expected: configuration: reported as a problem at start.
      problems.push(`${keyName}: not a valid PEM certificate`)
    }
    if (serial !== null && id === '') id = serial
    else if (serial !== null && id !== serial && !PUBLIC_KEY_ID.test(id)) {
      problems.push(`${idName}: ${id} is not the serial of the certificate in ${keyName} (${serial})`)
    }
  }
  if (id === '') problems.push(`${idName}: required with ${keyName}`)
  else if (!idPattern.test(id)) problems.push(`${idName}: ${id} is not a certificate serial or a PUB_KEY_ID_… id`)
  return key && id ? { id, key } : null
}

/** Reads and checks every WeChat Pay setting, listing all problems rather than stopping at the first. */
export function readWechatPayCredentials(
  env: WechatPayEnv,
  readFile: ReadFile = (path) => readFileSync(path, 'utf8'),
): { credentials: WechatPayCredentials; problems: [] } | { credentials: null; problems: string[] } {
  const problems: string[] = []
  if (!/^\d{1,32}$/.test(env.WECHATPAY_MCHID)) problems.push('WECHATPAY_MCHID: required, digits only')
  if (!/^wx[0-9A-Za-z]{16}$/.test(env.WECHATPAY_APPID)) problems.push('WECHATPAY_APPID: required, wx + 16 characters')
  if (!HEX_SERIAL.test(env.WECHATPAY_SERIAL_NO)) {
    problems.push('WECHATPAY_SERIAL_NO: required, a hex certificate serial')
  }

  let privateKey: KeyObject | null = null
  if (env.WECHATPAY_PRIVATE_KEY === '') problems.push('WECHATPAY_PRIVATE_KEY: required')
  else {
    const pem = pemOf('WECHATPAY_PRIVATE_KEY', env.WECHATPAY_PRIVATE_KEY, readFile, problems)
    if (pem !== null) privateKey = rsaKey('WECHATPAY_PRIVATE_KEY', () => createPrivateKey(pem), problems)
  }

  // Never echo the key itself into a log.
  const apiV3Key = Buffer.from(env.WECHATPAY_APIV3_KEY, 'utf8')
  if (apiV3Key.length !== 32) problems.push(`WECHATPAY_APIV3_KEY: must be exactly 32 bytes (got ${apiV3Key.length})`)

  const platformKeys: PlatformKey[] = []
  const pairs = [
    {
      names: ['WECHATPAY_PLATFORM_PUBLIC_KEY', 'WECHATPAY_PLATFORM_SERIAL'],
      pattern: new RegExp(`${HEX_SERIAL.source}|${PUBLIC_KEY_ID.source}`),
    },
    { names: ['WECHATPAY_PUBLIC_KEY', 'WECHATPAY_PUBLIC_KEY_ID'], pattern: PUBLIC_KEY_ID },
  ] as const
  for (const { names, pattern } of pairs) {
    const [pemValue, id] = [env[names[0]], env[names[1]]]
    if (pemValue === '' && id === '') continue
    if (pemValue === '') {
      problems.push(`${names[0]}: required with ${names[1]}`)
      continue
    }
    const key = platformKey([...names], [pemValue, id], readFile, problems, pattern)
    if (key) platformKeys.push(key)
  }
  const configuredPairs = pairs.filter(({ names }) => env[names[0]] !== '' || env[names[1]] !== '').length
  if (configuredPairs === 0) {
    problems.push(
      'WECHATPAY_PLATFORM_PUBLIC_KEY (+ _SERIAL) or WECHATPAY_PUBLIC_KEY (+ _ID): at least one is required',
    )
  }
  if (new Set(platformKeys.map((k) => k.id)).size !== platformKeys.length) {
    problems.push('WECHATPAY_PLATFORM_SERIAL and WECHATPAY_PUBLIC_KEY_ID: must differ')
  }

  if (problems.length > 0 || privateKey === null) return { credentials: null, problems }
  return {
    credentials: {
      mchid: env.WECHATPAY_MCHID,
      appid: env.WECHATPAY_APPID,
      serialNo: env.WECHATPAY_SERIAL_NO.toUpperCase(),
      privateKey,
      apiV3Key,
      platformKeys,
      requestSerial: platformKeys.find((k) => PUBLIC_KEY_ID.test(k.id))?.id ?? null,
      apiBase: env.WECHATPAY_API_BASE,
      timeoutMs: env.WECHATPAY_TIMEOUT_MS,
    },
    problems: [],
  }
}
