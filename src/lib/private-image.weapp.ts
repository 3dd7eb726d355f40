import Taro from '@tarojs/taro'
import { apiHeaders, apiUrl } from './http/http-client'
import type { Query } from './url'

/**
 * A photo only its owner may see, as a path an <Image> can show: downloaded with the session's
 * header into a temporary file (the token never goes into a URL).
 */
export async function loadPrivateImage(path: string, query: Query): Promise<string> {
  const res = await Taro.downloadFile({ url: apiUrl(path, query), header: apiHeaders() })
  if (res.statusCode !== 200) throw new Error(`image: HTTP ${res.statusCode}`)
  return res.tempFilePath
}
