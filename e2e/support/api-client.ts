/** The API as one student, from the test (setting a scene up, checking the effect of a tap). */
export function apiAs(baseUrl: string, token: string, zone = 'Asia/Shanghai') {
  const call = async <T = unknown>(method: string, url: string, body?: unknown): Promise<{ status: number; code: number; data: T }> => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, platform: 'h5', 'x-time-zone': zone, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
    const text = await res.text()
    const json = text.startsWith('{') ? (JSON.parse(text) as { code: number; data: T }) : { code: res.status, data: text as T }
    return { status: res.status, code: json.code, data: json.data }
  }
  return {
    get: <T = unknown>(url: string, query: Record<string, string> = {}) => call<T>('GET', `${url}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`),
    post: <T = unknown>(url: string, body: unknown = {}) => call<T>('POST', url, body),
    /** The body of a streamed answer, read to its end. */
    stream: (url: string, body: unknown) => call<string>('POST', url, body),
  }
}

export type ApiClient = ReturnType<typeof apiAs>

/** Polls `read` until it returns `expected` (a tap's request may still be on its way), at most `timeoutMs`. */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs
  let value = await read()
  while (value !== expected && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100))
    value = await read()
  }
  return value
}
