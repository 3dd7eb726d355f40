/** The parent's week: values the app and the server share. Runtime-neutral: no imports (the client loads it as a value). */

/** What a student may share, in the order the app lists them. Chat contents and photos are not among them, ever. */
export const DIGEST_SECTIONS = ['plan', 'focus', 'questions', 'mistakes', 'exams'] as const
export type DigestSection = (typeof DIGEST_SECTIONS)[number]

/** Active links a student may hold at once (one per parent or guardian is the usual case). */
export const MAX_PARENT_SHARES = 10
/** The first name or nickname a parent sees. */
export const SHARE_NAME_MAX = 20

/** The app route a link opens (H5 hash route and mini-program page), with `?t=<token>`. */
export const PARENT_DIGEST_ROUTE = 'packages/parent/digest'

/** base64url of 32 random bytes (256 bits). */
export const SHARE_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$'
