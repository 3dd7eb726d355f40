import Taro from '@tarojs/taro'
import { REQUEST_TIMEOUT_MS } from './constants'
import { ApiError } from './http/api-error'
import { fromTransportFailure, unwrap } from './http/envelope'
import { apiHeaders, apiUrl, reactToFailure } from './http/http-client'

export interface UploadHandle<T> {
  /** The `data` of the answer; rejects with an ApiError after the catalogue's reaction. */
  done: Promise<T>
  abort(): void
}

/**
 * Uploads a local file (a photo path from the camera or album) as multipart `file`, reporting
 * progress 0-100. Taro.uploadFile exists on both targets, with the same headers as every call.
 */
export function uploadFile<T>(options: { url: string; filePath: string; onProgress?(percent: number): void }): UploadHandle<T> {
  const task = Taro.uploadFile({
    url: apiUrl(options.url),
    filePath: options.filePath,
    name: 'file',
    header: apiHeaders(),
    timeout: REQUEST_TIMEOUT_MS,
  })
  task.onProgressUpdate?.(({ progress }) => options.onProgress?.(Math.max(0, Math.min(100, progress))))
  const done = task
    .then(
      (res) => unwrap<T>({ statusCode: res.statusCode, data: res.data }),
      (err: unknown) => {
        throw fromTransportFailure(err)
      },
    )
    .catch((err: unknown) => {
      const error = err instanceof ApiError ? err : fromTransportFailure(err)
      reactToFailure(error)
      throw error
    })
  return { done, abort: () => task.abort() }
}
