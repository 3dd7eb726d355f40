import { Type } from '@sinclair/typebox'
import { LANGS, type Lang as LangName } from './langs'

export { LANGS }
export type Lang = LangName

export const Lang = Type.Union(LANGS.map((l) => Type.Literal(l)))

/** Opaque identifier. */
export const Id = Type.String({ minLength: 1, maxLength: 64 })

/** ISO-8601 instant with offset, e.g. 2026-11-22T13:54:00.000Z. */
export const Instant = Type.String({ format: 'date-time' })

/** Clock time of day, HH:mm (24 h). */
export const ClockTime = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' })

export const Empty = Type.Null()
