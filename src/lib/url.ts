export type Query = Record<string, string | number | boolean | null | undefined>

/** Appends the non-empty entries of `query` to `url`, URL-encoded. */
export function appendQuery(url: string, query: Query = {}): string {
  const pairs = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  if (!pairs.length) return url
  return `${url}${url.includes('?') ? '&' : '?'}${pairs.join('&')}`
}
