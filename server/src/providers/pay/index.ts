import { ConfigError } from '../../config'
import type { PayEnv } from './pay.env'
import type { DB } from '../../db/database'
import { databaseLedger } from './sandbox/sandbox-ledger.repository'
import { createSandboxPayProvider, type SandboxPayProvider } from './sandbox/sandbox.provider'
import { readWechatPayCredentials } from './wechatpay/wechatpay.env'
import { createWechatPayProvider, type WechatPayProvider } from './wechatpay/wechatpay.provider'

export * from './types'
export { PayError, type PayErrorName } from './pay-error'
export { payConfigProblems, payEnv, type PayEnv } from './pay.env'
export {
  SANDBOX_CHECKOUT_PATH,
  type SandboxCheckout,
  type SandboxNotification,
  type SandboxPayProvider,
} from './sandbox/sandbox.provider'
export type { WechatPayProvider } from './wechatpay/wechatpay.provider'

/** Narrow on `name` to reach the sandbox's checkout helpers. */
export type ConfiguredPayProvider = SandboxPayProvider | WechatPayProvider

export interface PayProviderOptions {
  now?: () => Date
  fetch?: typeof fetch
  /** Where the lead mounts the sandbox checkout page (default SANDBOX_CHECKOUT_PATH). */
  sandboxCheckoutPath?: string
  /** The sandbox keeps its books here, so every server instance shares them (memory without it: one process only). */
  db?: DB
}

/** The provider PAY_PROVIDER names. */
export function createPayProvider(config: PayEnv, options: PayProviderOptions = {}): ConfiguredPayProvider {
  if (config.PAY_PROVIDER === 'wechatpay') {
    const { credentials, problems } = readWechatPayCredentials(config)
    if (!credentials) throw new ConfigError(problems)
    return createWechatPayProvider(credentials, { now: options.now, fetch: options.fetch })
  }
  return createSandboxPayProvider({
    publicBaseUrl: config.PAY_NOTIFY_BASE_URL,
    checkoutPath: options.sandboxCheckoutPath,
    now: options.now,
    ledger: options.db ? databaseLedger(options.db) : undefined,
  })
}

/** The absolute notify URL of one of our routes, e.g. payNotifyUrl(config, '/api/v1/pay/notify/wechatpay'). */
export function payNotifyUrl(config: PayEnv, path: string): string {
  return `${config.PAY_NOTIFY_BASE_URL.replace(/\/+$/, '')}${path}`
}
