import { parseInstruction } from '../parse-instruction'
import { contextFor } from './fixture'
import { TABLE_ZONES, checkAll, misreadsOf, summary, uiLangOf } from './table-check'
import { CARRIED, SHARED_TIME, TWO_ADDS } from './table-two-adds'

/**
 * Two adds joined in one sentence (table-two-adds.ts), written before the change.
 * First run on main (before any change): 0/15 in each zone, 0/30 (0.0%): every language 0/6; each
 * sentence was one event titled with both ("Maths and physics", "化学考试,做生物作业") at the first time.
 * After the change: 30/30. SHARED_TIME rows passed on main and still pass; CARRIED rows were written
 * after the first run (not held out).
 */
describe('the offline instruction parser, on two adds joined in one sentence', () => {
  const outcomes = checkAll(TWO_ADDS)

  it('reads every row in both student zones', () => {
    console.log(summary(`Two adds (${TWO_ADDS.length} instructions × ${TABLE_ZONES.length} time zones)`, outcomes))
    expect(misreadsOf(outcomes)).toEqual([])
  })

  it('keeps one event for two subjects said with one shared time', () => {
    const shared = checkAll(SHARED_TIME)
    expect(misreadsOf(shared)).toEqual([])
  })

  it('reads the clause context carried from one clause to the next (rows written after the first run)', () => {
    const carried = checkAll(CARRIED)
    expect(misreadsOf(carried)).toEqual([])
  })

  it('answers on one line in the student\'s language, naming every event with its time', () => {
    const starts: Record<string, string> = { en: 'Add ', fr: 'Ajouter ', es: 'Añadir ', 'zh-Hans': '添加', 'zh-Hant': '新增' }
    for (const row of TWO_ADDS) {
      const { reply, operations } = parseInstruction(row.text, contextFor('Asia/Shanghai', uiLangOf(row)))
      expect(reply).not.toContain('\n')
      expect(reply.startsWith(starts[row.lang])).toBe(true)
      for (const op of operations) if (op.op === 'create') expect(reply).toContain(op.event.title)
      expect(reply.match(/\d\d:\d\d–\d\d:\d\d/g)).toHaveLength(operations.length)
    }
  })
})
