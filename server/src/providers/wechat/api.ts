import type { ProviderLog } from '../provider-log'
import type { Lang } from '@contract/common'
import { maskId, maskPhone } from '../../lib/mask'
import { ProviderHttpError, requestJson } from '../http'
import type { SubscribeMessageInput, WechatPhone, WechatProvider, WechatSession } from '.'
import { AccessTokenCache } from './access-token'
import { TOKEN_REJECTED, toAppError, WechatApiError } from './errors'

export interface WechatApiOptions {
  appId: string
  appSecret: string
  apiBase: string
  timeoutMs: number
  /** Moved forward in tests to expire the cached token. */
  now?: () => number
}

type Answer = Record<string, unknown> & { errcode?: number; errmsg?: string }

// WeChat's own language codes for the "open the mini-program" link of a subscribe message.
const WECHAT_LANG: Record<Lang, string> = { en: 'en_US', fr: 'en_US', es: 'en_US', 'zh-Hans': 'zh_CN', 'zh-Hant': 'zh_TW' }

/** The mini-program server APIs over HTTPS. Secrets travel in bodies and query strings; none is ever logged. */
export class WechatApiProvider implements WechatProvider {
  private readonly base: string
  private readonly tokens: AccessTokenCache

  constructor(
    private readonly options: WechatApiOptions,
    private readonly log: ProviderLog,
  ) {
    this.base = options.apiBase.replace(/\/+$/, '')
    this.tokens = new AccessTokenCache((force) => this.fetchStableToken(force), options.now)
  }

  async code2Session(jsCode: string): Promise<WechatSession> {
    try {
      const query = new URLSearchParams({
        appid: this.options.appId,
        secret: this.options.appSecret,
        js_code: jsCode,
        grant_type: 'authorization_code',
      })
      const answer = ok(await this.call('GET', `/sns/jscode2session?${query}`))
      if (typeof answer.openid !== 'string' || typeof answer.session_key !== 'string') {
        throw new Error('code2Session answer without openid or session_key')
      }
      return {
        openid: answer.openid,
        sessionKey: answer.session_key,
        ...(typeof answer.unionid === 'string' ? { unionid: answer.unionid } : {}),
      }
    } catch (err) {
      throw toAppError(err, 'jscode2session', 'WECHAT_LOGIN_FAILED', this.log)
    }
  }

  async getPhoneNumber(code: string): Promise<WechatPhone> {
    try {
      const answer = ok(await this.callWithToken('/wxa/business/getuserphonenumber', { code }))
      const info = (answer.phone_info ?? {}) as Record<string, unknown>
      // countryCode is documented as a string and shown as a number in WeChat's own example.
      const countryCode = String(info.countryCode ?? '')
      const purePhoneNumber = String(info.purePhoneNumber ?? '')
      const phoneNumber = `+${countryCode}${purePhoneNumber}`
      if (!/^[1-9]\d{0,3}$/.test(countryCode) || !/^\+[1-9]\d{6,14}$/.test(phoneNumber)) {
        throw new Error(`getuserphonenumber answer without a usable number (${maskPhone(phoneNumber)})`)
      }
      return { phoneNumber, purePhoneNumber, countryCode }
    } catch (err) {
      throw toAppError(err, 'getuserphonenumber', 'WECHAT_LOGIN_FAILED', this.log)
    }
  }

  async sendSubscribeMessage({ openid, templateId, page, data, lang }: SubscribeMessageInput): Promise<void> {
    try {
      ok(
        await this.callWithToken('/cgi-bin/message/subscribe/send', {
          touser: openid,
          template_id: templateId,
          ...(page ? { page } : {}),
          data: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, { value }])),
          ...(lang ? { lang: WECHAT_LANG[lang] } : {}),
        }),
      )
    } catch (err) {
      const error = toAppError(err, 'subscribe/send', 'WECHAT_SEND_FAILED', this.log)
      if (error.key === 'WECHAT_NOT_SUBSCRIBED') this.log.info({ openid: maskId(openid), templateId }, 'not subscribed')
      throw error
    }
  }

  private async fetchStableToken(forceRefresh: boolean) {
    const answer = ok(
      await this.call('POST', '/cgi-bin/stable_token', {
        grant_type: 'client_credential',
        appid: this.options.appId,
        secret: this.options.appSecret,
        force_refresh: forceRefresh,
      }),
    )
    if (typeof answer.access_token !== 'string' || typeof answer.expires_in !== 'number') {
      throw new Error('stable_token answer without access_token or expires_in')
    }
    this.log.info({ wechat: 'stable_token', forceRefresh, expiresIn: answer.expires_in }, 'WeChat access token fetched')
    return { token: answer.access_token, expiresInSeconds: answer.expires_in }
  }

  /** Calls an API that takes the access token; a rejected token is replaced once and the call repeated. */
  private async callWithToken(path: string, body: unknown): Promise<Answer> {
    const token = await this.tokens.get()
    const answer = await this.call('POST', `${path}?access_token=${encodeURIComponent(token)}`, body)
    if (!TOKEN_REJECTED.has(Number(answer.errcode))) return answer
    this.log.info({ wechat: path, errcode: answer.errcode }, 'WeChat access token rejected, renewing once')
    const renewed = await this.tokens.replace(token)
    return this.call('POST', `${path}?access_token=${encodeURIComponent(renewed)}`, body)
  }

  private async call(method: 'GET' | 'POST', pathAndQuery: string, body?: unknown): Promise<Answer> {
    const response = await requestJson(`${this.base}${pathAndQuery}`, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: this.options.timeoutMs,
    })
    if (response.status >= 500) throw new ProviderHttpError('bad-status', response.status)
    if (typeof response.body !== 'object' || response.body === null) {
      throw new ProviderHttpError('not-json', response.status)
    }
    return response.body as Answer
  }
}

/** The answer itself when errcode is absent or 0, a WechatApiError otherwise. */
function ok(answer: Answer): Answer {
  const errcode = Number(answer.errcode ?? 0)
  if (errcode !== 0) throw new WechatApiError(errcode, String(answer.errmsg ?? ''))
  return answer
}
