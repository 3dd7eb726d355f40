import { apiHeaders, apiUrl } from './http/http-client'
import type { Query } from './url'

/**
 * A photo only its owner may see, as a URL an <Image> can show. The token travels only in a
 * header (never in a URL), so the browser fetches it and hands over a blob: URL.
 */
export async function loadPrivateImage(path: string, query: Query): Promise<string> {
  const res = await fetch(apiUrl(path, query), { headers: apiHeaders() })
  if (!res.ok) throw new Error(`image: HTTP ${res.status}`)
  return URL.createObjectURL(await res.blob())
}
