import type { Row } from './fixture'
import { EN_MORE } from './table-more-en'
import { ES_MORE } from './table-more-es'
import { FR_MORE } from './table-more-fr'
import { ZH_HANS_MORE } from './table-more-zh-hans'
import { ZH_HANT_MORE } from './table-more-zh-hant'

/** Issue 12's rows in the five languages (fixed after their first run: not held out). */
export const MORE_TABLE: Row[] = [...EN_MORE, ...FR_MORE, ...ES_MORE, ...ZH_HANS_MORE, ...ZH_HANT_MORE]
