/** How a request failed: the server said no (`business`/`http`), or it never got an answer. */
export type ApiErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'abort'

/** Codes for failures that never reached the server (spec §8: "a network error with code 5"). */
export const CLIENT_CODE = { ABORT: 3, TIMEOUT: 4, NETWORK: 5 } as const

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    /** Body `code` from the server's catalogue, the HTTP status when there was no body, or a CLIENT_CODE. */
    readonly code: number,
    /** HTTP status; 0 when there was no response. */
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError

/** What to tell the student about a failure: the message the server (or the request layer) gave, else `fallback`. */
export const failureText = (err: unknown, fallback: string): string => (isApiError(err) && err.message ? err.message : fallback)
