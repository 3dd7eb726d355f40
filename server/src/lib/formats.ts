import { FormatRegistry } from '@sinclair/typebox'

/**
 * TypeBox's own checker (Value.Check: LLM tool arguments, JSON answers of a model) knows no
 * string formats until they are registered; routes check with ajv-formats. Same meaning for both:
 * an RFC 3339 date-time with seconds and an offset.
 */
const DATE_TIME = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)$/i

if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', (v) => DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)))
