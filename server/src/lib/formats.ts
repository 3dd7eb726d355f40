import { FormatRegistry } from '@sinclair/typebox'
import { isInstant } from './instant'

/**
 * TypeBox's own checker (Value.Check: LLM tool arguments, JSON answers of a model) knows no
 * string formats until they are registered; routes check with the same function (app.ts). Same meaning for both:
 * an RFC 3339 date-time with seconds and an offset that a JavaScript date can hold.
 */
if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', isInstant)
