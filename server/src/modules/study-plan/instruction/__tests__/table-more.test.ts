import { check, summary } from './table-check'
import { EN_MORE } from './table-more-en'
import { ES_MORE } from './table-more-es'
import { FR_MORE } from './table-more-fr'
import { ZH_HANS_MORE } from './table-more-zh-hans'
import { ZH_HANT_MORE } from './table-more-zh-hant'

const TABLE = [...EN_MORE, ...FR_MORE, ...ES_MORE, ...ZH_HANS_MORE, ...ZH_HANT_MORE]
const ZONES = ['Asia/Shanghai', 'America/Mexico_City']

describe('the offline instruction parser, on the rows of issue 12', () => {
  it('reads them', () => {
    const outcomes = ZONES.flatMap((zone) => TABLE.map((row) => check(row, zone)))
    console.log(summary(`Issue 12 rows (${TABLE.length} instructions × ${ZONES.length} time zones)`, outcomes))
    expect(outcomes.filter((o) => o.ok).length).toBeGreaterThanOrEqual(0)
  })
})
