export interface IssuedToken {
  token: string
  expiresInSeconds: number
}

/** Asks WeChat for the stable access token; `forceRefresh` replaces it for every holder. */
export type FetchToken = (forceRefresh: boolean) => Promise<IssuedToken>

// WeChat hands out the next stable token in the last 5 minutes of the old one's life.
const RENEW_BEFORE_MS = 5 * 60_000

/**
 * The mini-program's access token, held in memory. Concurrent callers share one fetch; a token is
 * renewed shortly before it expires. Each server instance holds its own copy: the stable token is
 * the same for every instance, so no shared store is needed.
 */
export class AccessTokenCache {
  private current?: { token: string; renewAt: number }
  private inflight?: Promise<string>

  constructor(
    private readonly fetchToken: FetchToken,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<string> {
    if (this.inflight) return this.inflight
    if (this.current && this.now() < this.current.renewAt) return this.current.token
    return this.renew()
  }

  /**
   * WeChat rejected `rejected` (40001/42001). Callers that hit the same rejection share one renewal;
   * one that already holds a newer token gets it without a fetch. If the ordinary fetch hands back
   * the very token WeChat just refused, the token is force-refreshed (WeChat allows that 20 times a day).
   */
  async replace(rejected: string): Promise<string> {
    if (this.inflight) {
      const token = await this.inflight
      if (token !== rejected) return token
    } else if (this.current && this.current.token !== rejected && this.now() < this.current.renewAt) {
      return this.current.token
    }
    return this.renew(rejected)
  }

  private renew(rejected?: string): Promise<string> {
    if (this.inflight) return this.inflight
    this.current = undefined
    this.inflight = (async () => {
      let issued = await this.fetchToken(false)
      if (rejected !== undefined && issued.token === rejected) issued = await this.fetchToken(true)
      const lifetimeMs = issued.expiresInSeconds * 1000
      this.current = { token: issued.token, renewAt: this.now() + Math.max(lifetimeMs - RENEW_BEFORE_MS, lifetimeMs / 2) }
      return issued.token
    })().finally(() => {
      this.inflight = undefined
    })
    return this.inflight
  }
}
