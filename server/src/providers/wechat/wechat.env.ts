import { Type } from '@sinclair/typebox'

/** WeChat mini-program variables, spread into the server's `Env` (config.ts). Both empty = no WeChat. */
export const wechatEnv = {
  WECHAT_APP_ID: Type.String({ default: '' }),
  WECHAT_APP_SECRET: Type.String({ default: '' }),
  WECHAT_API_BASE: Type.String({ default: 'https://api.weixin.qq.com', pattern: '^https?://' }),
  /** Upper bound of one call to WeChat; a sign-in is waiting on it. */
  WECHAT_TIMEOUT_MS: Type.Integer({ default: 5000, minimum: 100, maximum: 60_000 }),
}

/** Half a configuration is a mistake, not "WeChat off": say which half is missing. */
export function wechatEnvProblems(converted: unknown): string[] {
  const env = (converted ?? {}) as Record<string, unknown>
  const filled = (name: string) => typeof env[name] === 'string' && (env[name] as string).trim() !== ''
  const pair = ['WECHAT_APP_ID', 'WECHAT_APP_SECRET']
  if (!pair.some(filled)) return []
  return pair.filter((name) => !filled(name)).map((name) => `${name}: required when ${pair.find(filled)} is set`)
}
