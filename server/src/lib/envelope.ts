import type { Envelope } from '@contract/envelope'

/** The success body every route returns. */
export const ok = <T>(data: T): Envelope<T> => ({ code: 200, msg: 'ok', data })
