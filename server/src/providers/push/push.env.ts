import { Type } from '@sinclair/typebox'

const PROVIDERS = ['log', 'wechat', 'cloud']

/** How a notification reaches a phone that is not looking at the app. */
export const pushEnv = {
  /** Comma-separated: `log` (the server log only), `wechat` (subscribe messages), `cloud` (the push cloud function). */
  PUSH_PROVIDER: Type.String({ default: 'log', pattern: '^\\s*(log|wechat|cloud)(\\s*,\\s*(log|wechat|cloud))*\\s*$' }),
  /** Subscribe-message template the mini-program asks the student to allow. */
  PUSH_WECHAT_TEMPLATE_ID: Type.String({ default: '' }),
  /** Template keys and what fills them: `title`, `content` or `time`. */
  PUSH_WECHAT_FIELDS: Type.String({ default: 'thing1=title,thing2=content,time3=time' }),
  /** The cloud function that pushes to the app (POST request_id, push_clientid, title, content, payload). */
  PUSH_CLOUD_URL: Type.String({ default: '', pattern: '^$|^https?://' }),
  /** Sent as `Authorization: Bearer` to the cloud function; empty sends none. */
  PUSH_CLOUD_SECRET: Type.String({ default: '' }),
  PUSH_TIMEOUT_MS: Type.Integer({ default: 5000, minimum: 100, maximum: 60_000 }),
}

export function pushProviderNames(value: string): string[] {
  return [...new Set(value.split(',').map((s) => s.trim()).filter((s) => PROVIDERS.includes(s)))]
}

const FIELD = /^([a-z_]+\d+)=(title|content|time)$/

/** `thing1=title,time3=time` -> [['thing1','title'], ['time3','time']]; null when malformed. */
export function parseWechatFields(value: string): [string, 'title' | 'content' | 'time'][] | null {
  const out: [string, 'title' | 'content' | 'time'][] = []
  for (const part of value.split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = FIELD.exec(part)
    if (!m) return null
    out.push([m[1], m[2] as 'title' | 'content' | 'time'])
  }
  return out.length > 0 ? out : null
}

export function pushEnvProblems(env: {
  PUSH_PROVIDER: string
  PUSH_WECHAT_TEMPLATE_ID: string
  PUSH_WECHAT_FIELDS: string
  PUSH_CLOUD_URL: string
  WECHAT_APP_ID: string
}): string[] {
  const names = pushProviderNames(env.PUSH_PROVIDER)
  const problems: string[] = []
  if (names.includes('wechat')) {
    if (!env.WECHAT_APP_ID) problems.push('PUSH_PROVIDER: wechat needs WECHAT_APP_ID and WECHAT_APP_SECRET')
    if (!env.PUSH_WECHAT_TEMPLATE_ID) problems.push('PUSH_WECHAT_TEMPLATE_ID: required with PUSH_PROVIDER=wechat')
    if (!parseWechatFields(env.PUSH_WECHAT_FIELDS)) {
      problems.push('PUSH_WECHAT_FIELDS: comma-separated key=title|content|time, e.g. thing1=title,time3=time')
    }
  }
  if (names.includes('cloud') && !env.PUSH_CLOUD_URL) problems.push('PUSH_CLOUD_URL: required with PUSH_PROVIDER=cloud')
  return problems
}
