import { clarify, del, move, type Row } from './fixture'
import { check } from './table-check'

/**
 * Edits and questions said for several days (added with session 9, after its table's first run):
 * each day's event changes, a question covers every day said, and a move to several days is asked
 * back. No day is dropped silently.
 */
const PIANO_MON_WED = [del('piano', '2026-03-11T18:00'), del('piano', '2026-03-16T18:00')]
const ROWS: Row[] = [
  { lang: 'en', text: 'cancel piano on Monday and Wednesday', intent: 'delete', ops: PIANO_MON_WED },
  { lang: 'fr', text: 'annule le piano lundi et mercredi', intent: 'delete', ops: PIANO_MON_WED },
  { lang: 'es', text: 'cancela el piano el lunes y el miércoles', intent: 'delete', ops: PIANO_MON_WED },
  { lang: 'zh-Hans', text: '取消周一和周三的钢琴', intent: 'delete', ops: PIANO_MON_WED },
  {
    lang: 'en',
    text: 'move piano on Monday and Wednesday to 7pm',
    intent: 'move',
    ops: [move('piano', '2026-03-11T18:00', '2026-03-11T19:00', '2026-03-11T20:00'), move('piano', '2026-03-16T18:00', '2026-03-16T19:00', '2026-03-16T20:00')],
  },
  clarify('en', 'move piano to Monday and Wednesday', 'move'),
  clarify('zh-Hant', '把鋼琴改到週一和週三', 'move'),
  { lang: 'en', text: 'what do I have on Monday and Tuesday?', intent: 'list', range: ['2026-03-16T00:00', '2026-03-18T00:00'] },
  { lang: 'es', text: '¿qué tengo del jueves al sábado?', intent: 'list', range: ['2026-03-12T00:00', '2026-03-15T00:00'] },
]

describe('the offline instruction parser, on edits and questions said for several days', () => {
  it.each(['Asia/Shanghai', 'America/Mexico_City'])('reads each row in %s', (zone) => {
    expect(ROWS.map((row) => check(row, zone)).filter((o) => !o.ok).map((o) => `${o.row.text}\n    ${o.why}`)).toEqual([])
  })
})
