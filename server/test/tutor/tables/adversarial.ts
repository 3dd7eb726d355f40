import type { Lang } from '@contract/common'
import type { Expect } from './expect'
import { ADVERSARIAL_EN } from './adversarial/en'
import { ADVERSARIAL_ES } from './adversarial/es'
import { ADVERSARIAL_FR } from './adversarial/fr'
import { ADVERSARIAL_ZH_HANS } from './adversarial/zh-hans'
import { ADVERSARIAL_ZH_HANT } from './adversarial/zh-hant'

/**
 * The adversarial table (issue 11): questions built to trip a reader — near-misses of supported
 * forms, conditions and second steps, notation variants, typos, numbers that are not maths — each
 * with its answer worked out by hand. A row passes when the engine answers it correctly or
 * declines; it fails on a wrong answer.
 *
 * Honest status: written before the engine work on issue 11 and run once against the engine as it
 * was (first run: see README, "The offline tutor's tables"); the engine was then developed against
 * it. It is a FIXED table, not a held-out one. The held-out table is `held-out.ts`.
 */
export const ADVERSARIAL: [Lang, string, Expect][] = [...ADVERSARIAL_EN, ...ADVERSARIAL_FR, ...ADVERSARIAL_ES, ...ADVERSARIAL_ZH_HANS, ...ADVERSARIAL_ZH_HANT]
