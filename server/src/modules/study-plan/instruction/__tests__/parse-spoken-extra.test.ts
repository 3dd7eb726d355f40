import { add, move, rename, type Row } from './fixture'
import { check } from './table-check'
import { onDays, PHYS_REV_2H } from './table-spoken-latin'

/**
 * Misreads found by probing after session 9's held-out run, fixed after it (so not a measure):
 * ranges said in words, French hours in words read on the 12-hour clock like everywhere else,
 * number words protected from spelling correction ("cuatro" is not "cuarto"), a length said as a
 * change ("30 minutes longer", "延长半小时"), "八点过五分", "三点钟", "at half seven", "at one point",
 * ranges ending at noon, "both days of the weekend", "for a fortnight".
 */
const PHYS_REV_90 = [move('phys-rev', null, '2026-03-12T19:00', '2026-03-12T20:30')]
const ROWS: Row[] = [
  { lang: 'en', text: 'study from seven to nine pm tomorrow', intent: 'add', ops: [add('Study', null, 'study', '2026-03-12T19:00', '2026-03-12T21:00')] },
  { lang: 'en', text: 'read at half seven tonight', intent: 'add', ops: [add('Read', null, 'study', '2026-03-11T19:30', '2026-03-11T20:30')] },
  { lang: 'en', text: 'revise physics at one point tomorrow', intent: 'add', ops: [{ create: { title: 'Revise physics at one point', course: 4, kind: 'study', start: '2026-03-12T00:00', end: '2026-03-13T00:00', allDay: true, rrule: null } }] },
  { lang: 'en', text: 'make the physics revision 30 minutes longer', intent: 'move', ops: PHYS_REV_90 },
  { lang: 'en', text: 'change physics revision to 2 hours', intent: 'move', ops: PHYS_REV_2H },
  { lang: 'fr', text: 'lecture de 20 heures à 21 heures demain', intent: 'add', ops: [add('Lecture', null, 'study', '2026-03-12T20:00', '2026-03-12T21:00')] },
  { lang: 'fr', text: 'révision demain de huit heures à dix heures', intent: 'add', ops: [add('Révision', null, 'study', '2026-03-12T08:00', '2026-03-12T10:00')] },
  { lang: 'fr', text: 'demain à deux heures révision', intent: 'add', ops: [add('Révision', null, 'study', '2026-03-12T14:00', '2026-03-12T15:00')] },
  { lang: 'fr', text: 'rallonge la révision de physique de 30 minutes', intent: 'move', ops: PHYS_REV_90 },
  { lang: 'es', text: 'repaso mañana de cinco a siete de la tarde', intent: 'add', ops: [add('Repaso', null, 'study', '2026-03-12T17:00', '2026-03-12T19:00')] },
  { lang: 'es', text: 'estudiar el lunes y martes a las cuatro', intent: 'add', ops: onDays('Estudiar', null, 'study', [16, 17], '16:00', '17:00') },
  { lang: 'zh-Hans', text: '明天晚上八点过五分背单词', intent: 'add', ops: [add('背单词', 3, 'study', '2026-03-12T20:05', '2026-03-12T21:05')] },
  { lang: 'zh-Hans', text: '明天下午三点钟复习物理', intent: 'add', ops: [add('复习物理', 4, 'study', '2026-03-12T15:00', '2026-03-12T16:00')] },
  { lang: 'zh-Hans', text: '周六周日上午九点做物理题', intent: 'add', ops: onDays('做物理题', 4, 'study', [14, 15], '09:00', '10:00') },
  { lang: 'zh-Hans', text: '把物理复习延长半小时', intent: 'move', ops: PHYS_REV_90 },
  { lang: 'en', text: 'study from nine to noon tomorrow', intent: 'add', ops: [add('Study', null, 'study', '2026-03-12T09:00', '2026-03-12T12:00')] },
  { lang: 'en', text: 'revise both days of the weekend at 10am', intent: 'add', ops: onDays('Revise', null, 'study', [14, 15], '10:00', '11:00') },
  { lang: 'en', text: 'every evening at 7pm english for a fortnight', intent: 'repeat', ops: [add('English', 3, 'study', '2026-03-11T19:00', '2026-03-11T20:00', { rrule: 'FREQ=DAILY;UNTIL=@2026-03-24T23:59:59' })] },
  { lang: 'fr', text: 'je fais du sport samedi de dix heures à midi', intent: 'add', ops: [add('Sport', null, 'other', '2026-03-14T10:00', '2026-03-14T12:00')] },
  { lang: 'es', text: 'repaso mañana de diez al mediodía', intent: 'add', ops: [add('Repaso', null, 'study', '2026-03-12T10:00', '2026-03-12T12:00')] },
  { lang: 'es', text: 'los dos días del fin de semana a las 9 leer', intent: 'add', ops: onDays('Leer', null, 'study', [14, 15], '09:00', '10:00') },
  // Found by probing after table-spoken-open's first run: a repeat's days joined by a space only (only Monday was kept, or "Mercredis" in the title).
  { lang: 'en', text: 'every monday wednesday at 7pm piano', intent: 'repeat', ops: [add('Piano', null, 'other', '2026-03-11T19:00', '2026-03-11T20:00', { rrule: 'FREQ=WEEKLY;BYDAY=MO,WE' })] },
  { lang: 'fr', text: 'tous les lundis mercredis à 18h piano', intent: 'repeat', ops: [add('Piano', null, 'other', '2026-03-11T18:00', '2026-03-11T19:00', { rrule: 'FREQ=WEEKLY;BYDAY=MO,WE' })] },
  // "call X Y" where a word after the event names nothing more of it ("cours" was kept with "le piano", leaving "Piano" as the new name).
  { lang: 'fr', text: 'appelle le piano cours de piano', intent: 'move', ops: [rename('piano', '2026-03-11T18:00', 'Cours de piano', 'series')] },
  { lang: 'es', text: 'llama al piano clase de piano', intent: 'move', ops: [rename('piano', '2026-03-11T18:00', 'Clase de piano', 'series')] },
  { lang: 'es', text: 'todos los lunes miércoles a las 6 piano', intent: 'repeat', ops: [add('Piano', null, 'other', '2026-03-11T18:00', '2026-03-11T19:00', { rrule: 'FREQ=WEEKLY;BYDAY=MO,WE' })] },
  // Found by probing after table-everyday-words' first run: the end of a named month (the series began on 11 April, "直到底" its title).
  { lang: 'zh-Hans', text: '每天晚上九点练字一直到四月底', intent: 'repeat', ops: [add('练字', null, 'study', '2026-03-11T21:00', '2026-03-11T22:00', { rrule: 'FREQ=DAILY;UNTIL=@2026-04-30T23:59:59' })] },
  { lang: 'zh-Hant', text: '每天晚上九點練字到4月底為止', intent: 'repeat', ops: [add('練字', null, 'study', '2026-03-11T21:00', '2026-03-11T22:00', { rrule: 'FREQ=DAILY;UNTIL=@2026-04-30T23:59:59' })] },
  { lang: 'zh-Hans', text: '每周一三五晚上八点练琴到二月底', intent: 'repeat', ops: [add('练琴', null, 'study', '2026-03-11T20:00', '2026-03-11T21:00', { rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=@2027-02-28T23:59:59' })] },
]

describe('the offline instruction parser, on misreads found after session 9 held-out run', () => {
  it.each(['Asia/Shanghai', 'America/Mexico_City'])('reads each row in %s', (zone) => {
    expect(ROWS.map((row) => check(row, zone)).filter((o) => !o.ok).map((o) => `${o.row.text}\n    ${o.why}`)).toEqual([])
  })
})
