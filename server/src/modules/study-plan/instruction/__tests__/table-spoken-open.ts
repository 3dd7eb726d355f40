import { add, clarify, rename, type Row } from './fixture'
import { onDays } from './table-spoken-latin'

/**
 * What session 9 left open, written BEFORE the fixes (now: Wednesday 11 March 2026, 10:30 local):
 * lists of days said without separators ("周一三五", "monday wednesday friday", "mardi jeudi"), a new
 * event said for "this weekend" with no day (asked back: Saturday, Sunday or both), a clock word
 * with no hour ("at quarter past"; asked back, never kept in a title), a rename said as "call X Y" /
 * "把X叫做Y" (only for an event the student has), and renames of a whole habit.
 */
export const SPOKEN_OPEN: Row[] = [
  // Lists without separators: one event on each day, the next of each (today included when still ahead).
  { lang: 'zh-Hans', text: '周一三五晚上八点练琴', intent: 'add', ops: onDays('练琴', null, 'study', [11, 13, 16], '20:00', '21:00') },
  { lang: 'zh-Hant', text: '週二四下午三點複習物理', intent: 'add', ops: onDays('複習物理', 4, 'study', [12, 17], '15:00', '16:00') },
  { lang: 'zh-Hans', text: '下周二四六上午十点做化学题', intent: 'add', ops: onDays('做化学题', 5, 'study', [17, 19, 21], '10:00', '11:00') },
  { lang: 'zh-Hans', text: '周一早上七点跑步', intent: 'add', ops: [add('跑步', null, 'other', '2026-03-16T07:00', '2026-03-16T08:00')] },
  { lang: 'en', text: 'monday wednesday friday at 7pm reading', intent: 'add', ops: onDays('Reading', null, 'study', [11, 13, 16], '19:00', '20:00') },
  { lang: 'en', text: 'tuesday thursday at 5pm chemistry homework', intent: 'add', ops: onDays('Chemistry homework', 5, 'study', [12, 17], '17:00', '18:00') },
  { lang: 'es', text: 'lunes miércoles a las 6 de la tarde repaso de química', intent: 'add', ops: onDays('Repaso de química', 5, 'study', [11, 16], '18:00', '19:00') },
  { lang: 'fr', text: 'mardi jeudi à 17h révision de physique', intent: 'add', ops: onDays('Révision de physique', 4, 'study', [12, 17], '17:00', '18:00') },

  // "This weekend" for a new event, no day said: Saturday, Sunday or both? Asked back.
  clarify('en', 'this weekend at 9am physics exercises', 'add'),
  clarify('fr', 'ce week-end à 9h exercices de physique', 'add'),
  clarify('es', 'este fin de semana a las 9 ejercicios de física', 'add'),
  clarify('zh-Hans', '这个周末上午九点做物理习题', 'add'),
  clarify('zh-Hant', '這個週末下午三點打籃球', 'add'),

  // A clock word with no hour: asked back, never a title.
  clarify('en', 'history at quarter past tomorrow', 'add'),
  clarify('en', 'revise maths at half past on friday', 'add'),

  // "call X Y": a rename only when X is an event the student has.
  { lang: 'en', text: 'call physics revision physics mock exam', intent: 'move', ops: [rename('phys-rev', null, 'Physics mock exam')] },
  { lang: 'en', text: 'call the history essay history coursework', intent: 'move', ops: [rename('hist-essay', null, 'History coursework')] },
  { lang: 'fr', text: "appelle la dissertation d'histoire exposé d'histoire", intent: 'move', ops: [rename('hist-essay', null, "Exposé d'histoire")] },
  { lang: 'es', text: 'llama al repaso de física simulacro de física', intent: 'move', ops: [rename('phys-rev', null, 'Simulacro de física')] },
  { lang: 'zh-Hans', text: '把物理复习叫做物理模拟考', intent: 'move', ops: [rename('phys-rev', null, '物理模拟考')] },
  { lang: 'zh-Hant', text: '把練字叫做書法練習', intent: 'move', ops: [rename('callig', '2026-03-11T20:00', '書法練習', 'series')] },
  { lang: 'en', text: 'call mum at 6pm', intent: 'add', ops: [add('Call mum', null, 'other', '2026-03-11T18:00', '2026-03-11T19:00')] },
  // A habit renamed as a whole.
  { lang: 'en', text: 'rename my daily reading to novel reading', intent: 'move', ops: [rename('reading', '2026-03-11T21:00', 'Novel reading', 'series')] },
  { lang: 'es', text: 'cambia el nombre de la lectura a lectura nocturna', intent: 'move', ops: [rename('reading', '2026-03-11T21:00', 'Lectura nocturna', 'series')] },
  { lang: 'en', text: 'call piano piano lesson', intent: 'move', ops: [rename('piano', '2026-03-11T18:00', 'Piano lesson', 'series')] },
]
