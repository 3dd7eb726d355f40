import type { Lang } from '@contract/common'
import type { StatementKind } from '@contract/resource'
import { privacyEn } from './privacy.en'
import { privacyEs } from './privacy.es'
import { privacyFr } from './privacy.fr'
import { privacyZhHans } from './privacy.zh-Hans'
import { privacyZhHant } from './privacy.zh-Hant'
import { termsEn } from './terms.en'
import { termsEs } from './terms.es'
import { termsFr } from './terms.fr'
import { termsZhHans } from './terms.zh-Hans'
import { termsZhHant } from './terms.zh-Hant'
import type { StatementText } from './types'

/** The date of the current texts: change it with any change of meaning (students agree to a version). */
export const STATEMENTS_VERSION = '2026-11-23'

export const STATEMENTS: Record<StatementKind, Record<Lang, StatementText>> = {
  terms: { en: termsEn, fr: termsFr, es: termsEs, 'zh-Hans': termsZhHans, 'zh-Hant': termsZhHant },
  privacy: { en: privacyEn, fr: privacyFr, es: privacyEs, 'zh-Hans': privacyZhHans, 'zh-Hant': privacyZhHant },
}
