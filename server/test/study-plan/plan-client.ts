import type { App } from '../../src/types'
import type { TestUser } from '../helpers'

export interface Answer<T = any> {
  status: number
  code: number
  msg: string
  data: T
}

/** Calls the API as one student, in one time zone, the way the app does. */
export function planClient(app: App, user: TestUser, zone = 'Asia/Shanghai') {
  const headers = { ...user.headers, 'x-time-zone': zone }
  const send = async <T = any>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { query?: Record<string, string>; body?: unknown } = {}): Promise<Answer<T>> => {
    const res = await app.inject({ method, url, query: options.query, payload: options.body as never, headers })
    const body = res.json() as { code: number; msg: string; data: T }
    return { status: res.statusCode, ...body }
  }
  return {
    get: <T = any>(url: string, query?: Record<string, string>) => send<T>('GET', url, { query }),
    post: <T = any>(url: string, body: unknown) => send<T>('POST', url, { body }),
    put: <T = any>(url: string, body: unknown) => send<T>('PUT', url, { body }),
    del: <T = any>(url: string, query: Record<string, string>) => send<T>('DELETE', url, { query }),
  }
}

export type PlanClient = ReturnType<typeof planClient>
