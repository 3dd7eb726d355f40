import type { Lang } from '@contract/common'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import type { Phrases } from './types'
import { zhHans } from './zh-hans'
import { zhHant } from './zh-hant'

export const PHRASES: Record<Lang, Phrases> = { en, fr, es, 'zh-Hans': zhHans, 'zh-Hant': zhHant }
