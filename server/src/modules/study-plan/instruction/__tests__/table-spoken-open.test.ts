import { parseInstruction } from '../parse-instruction'
import { contextFor } from './fixture'
import { TABLE_ZONES, checkAll, misreadsOf, summary } from './table-check'
import { SPOKEN_OPEN } from './table-spoken-open'

/**
 * What session 9 left open (lists of days without separators, "this weekend" with no day, a clock
 * word with no hour, "call X Y"), written before the fixes. First run: see the README's table list.
 */
describe('the offline instruction parser, on what session 9 left open (fixed after their first run)', () => {
  const outcomes = checkAll(SPOKEN_OPEN)

  it('reads every row in both student zones', () => {
    console.log(summary(`Session 9 open rows (${SPOKEN_OPEN.length} instructions × ${TABLE_ZONES.length} time zones)`, outcomes))
    expect(misreadsOf(outcomes)).toEqual([])
  })

  it('keeps the kind when a new name names an exam, and says so with a way to add an exam', () => {
    const ctx = contextFor('Asia/Shanghai', 'en')
    const renamed = parseInstruction('rename physics revision to physics mock exam', ctx)
    expect(renamed.operations).toEqual([expect.objectContaining({ op: 'update', event_id: 'phys-rev', patch: { title: 'Physics mock exam' } })])
    expect(renamed.reply).toMatch(/still not an exam/)
    const example = /e\.g\. “([^”]+)”/.exec(renamed.reply)![1]
    const added = parseInstruction(example, ctx)
    expect(added.operations).toEqual([expect.objectContaining({ op: 'create', event: expect.objectContaining({ kind: 'exam' }) })])
    expect(parseInstruction('把物理复习改名为物理模拟考', contextFor('Asia/Shanghai', 'zh-Hans')).reply).toMatch(/仍不算考试/)
    // An exam renamed, or a study block renamed to another study name: the usual reply.
    expect(parseInstruction('call the biology exam biology final', ctx).reply).not.toMatch(/still not an exam/)
    expect(parseInstruction('rename the history essay to history coursework', ctx).reply).not.toMatch(/still not an exam/)
  })
})
