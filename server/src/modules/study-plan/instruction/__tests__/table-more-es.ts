import { add, clarify, del, move, moveFollowing, type Row } from './fixture'
import {
  CALLIGRAPHY_EVERY_DAY_2030,
  CHEMISTRY_TO_FRIDAY,
  FRIDAY_TO_SATURDAY,
  NEXT_WEEK_PIANO_CANCELLED,
  PIANO_AT_8PM,
  pianoAlwaysAt,
  READING_CANCELLED,
  READING_LATER_30,
  readingEveryDayAt,
  THURSDAY_LATER_30,
  TOMORROW_EVENING_CANCELLED,
  TONIGHT_LATER_60,
  VOCAB_WEEKDAYS_0645,
} from './table-more-shared'

/** Issue 12's kinds in Spanish (see table-more-en.ts). Ahora: miércoles 11 de marzo de 2026, 10:30. */
export const ES_MORE: Row[] = [
  // Horas relativas
  { lang: 'es', text: 'en media hora repaso de física', intent: 'add', ops: [add('Repaso de física', 4, 'study', '2026-03-11T11:00', '2026-03-11T12:00')] },
  { lang: 'es', text: 'dentro de 90 minutos química', intent: 'add', ops: [add('Química', 5, 'study', '2026-03-11T12:00', '2026-03-11T13:00')] },
  { lang: 'es', text: 'leer en un cuarto de hora durante 20 minutos', intent: 'add', ops: [add('Leer', null, 'study', '2026-03-11T10:45', '2026-03-11T11:05')] },
  { lang: 'es', text: 'deberes de inglés en dos horas durante 30 minutos', intent: 'add', ops: [add('Deberes de inglés', 3, 'study', '2026-03-11T12:30', '2026-03-11T13:00')] },
  { lang: 'es', text: 'en una hora y media ejercicios de biología', intent: 'add', ops: [add('Ejercicios de biología', 6, 'study', '2026-03-11T12:00', '2026-03-11T13:00')] },
  { lang: 'es', text: 'examen de historia dentro de tres días a las 9', intent: 'add', ops: [add('Examen de historia', 7, 'exam', '2026-03-14T09:00', '2026-03-14T10:00')] },
  { lang: 'es', text: 'recuérdame estudiar geografía en diez minutos', intent: 'add', ops: [add('Estudiar geografía', 8, 'study', '2026-03-11T10:40', '2026-03-11T11:40')] },
  { lang: 'es', text: '¿qué tengo dentro de dos días?', intent: 'list', range: ['2026-03-13T00:00', '2026-03-14T00:00'] },
  { lang: 'es', text: 'en una hora repaso de matemáticas', intent: 'add', ops: [add('Repaso de matemáticas', 2, 'study', '2026-03-11T11:30', '2026-03-11T12:30')] },
  // Todo el hábito
  { lang: 'es', text: 'mi lectura diaria a las 20:30 a partir de ahora', intent: 'move', ops: readingEveryDayAt('20:30', '21:00') },
  { lang: 'es', text: 'mueve mi lectura de todos los días a las 21:30', intent: 'move', ops: readingEveryDayAt('21:30', '22:00') },
  { lang: 'es', text: 'cambia todas las clases de piano a las 19:00', intent: 'move', ops: pianoAlwaysAt('19:00', '20:00') },
  { lang: 'es', text: 'de ahora en adelante caligrafía a las 20:30 cada día', intent: 'move', ops: CALLIGRAPHY_EVERY_DAY_2030 },
  { lang: 'es', text: 'cambia el vocabulario a las 6:45 de la mañana de lunes a viernes', intent: 'move', ops: VOCAB_WEEKDAYS_0645 },
  // Una sola vez
  { lang: 'es', text: 'mueve la lectura de hoy a las 22:00', intent: 'move', ops: [move('reading', '2026-03-11T21:00', '2026-03-11T22:00', '2026-03-11T22:30')] },
  { lang: 'es', text: 'mueve el piano del lunes a las 17:00', intent: 'move', ops: [move('piano', '2026-03-16T18:00', '2026-03-16T17:00', '2026-03-16T18:00')] },
  { lang: 'es', text: 'pasa la caligrafía a las 21:00 esta noche', intent: 'move', ops: [move('callig', '2026-03-11T20:00', '2026-03-11T21:00', '2026-03-11T21:30')] },
  // De verdad ambiguo: las dos lecturas
  { lang: 'es', text: 'cancela la lectura', intent: 'delete', ...READING_CANCELLED },
  { lang: 'es', text: 'retrasa la lectura media hora', intent: 'move', ...READING_LATER_30 },
  { lang: 'es', text: 'mueve la química al viernes', intent: 'move', ...CHEMISTRY_TO_FRIDAY },
  { lang: 'es', text: 'mueve el piano a las 20:00', intent: 'move', ...PIANO_AT_8PM },
  // Esta y las siguientes
  {
    lang: 'es',
    text: 'a partir de la semana que viene, mueve el piano a las 19:00',
    intent: 'move',
    ops: [moveFollowing('piano', '2026-03-16T18:00', '2026-03-16T19:00', '2026-03-16T20:00')],
  },
  { lang: 'es', text: 'cancela la lectura a partir del lunes', intent: 'delete', ops: [del('reading', '2026-03-16T21:00', 'following')] },
  {
    lang: 'es',
    text: 'mueve la química de este jueves y las siguientes a las 15:00',
    intent: 'move',
    ops: [moveFollowing('chem', '2026-03-12T14:00', '2026-03-12T15:00', '2026-03-12T16:00')],
  },
  // «Pon» un evento que ya existe: se mueve
  { lang: 'es', text: 'pon la revisión de física del jueves a las 18:00', intent: 'move', ops: [move('phys-rev', null, '2026-03-12T18:00', '2026-03-12T19:00')] },
  {
    lang: 'es',
    text: 'pon las matemáticas del viernes para el sábado a las 10',
    intent: 'move',
    ops: [move('maths-fri', null, '2026-03-14T10:00', '2026-03-14T11:00')],
  },
  { lang: 'es', text: 'pon un repaso de inglés el sábado a las 10', intent: 'add', ops: [add('Repaso de inglés', 3, 'study', '2026-03-14T10:00', '2026-03-14T11:00')] },
  { lang: 'es', text: 'pon el examen de biología a las 11', intent: 'move', ops: [move('bio-exam', null, '2026-03-16T11:00', '2026-03-16T12:30')] },
  // Idiomas mezclados
  { lang: 'es', text: 'borra la clase de chemistry del jueves', intent: 'delete', ops: [del('chem', '2026-03-12T14:00')] },
  { lang: 'es', text: 'mueve el 物理 del jueves al viernes a las 18:00', intent: 'move', ops: [move('phys-rev', null, '2026-03-13T18:00', '2026-03-13T19:00')] },
  { lang: 'es', text: 'añade 数学复习 el domingo a las 15:00', intent: 'add', ops: [add('数学复习', 2, 'study', '2026-03-15T15:00', '2026-03-15T16:00')] },
  // Erratas
  { lang: 'es', text: 'elimna el examen de ingles', intent: 'delete', ops: [del('eng-test', null)] },
  { lang: 'es', text: 'cambia la clse de quimica del jueves a las 16:00', intent: 'move', ops: [move('chem', '2026-03-12T14:00', '2026-03-12T16:00', '2026-03-12T17:00')] },
  { lang: 'es', text: '¿qué tengo mañna?', intent: 'list', range: ['2026-03-12T00:00', '2026-03-13T00:00'] },
  { lang: 'es', text: 'borra la fsica de mañana', intent: 'delete', ops: [del('phys-rev', null)] },
  // Valores imposibles
  clarify('es', 'examen de física el 31 de abril', 'add'),
  clarify('es', 'química mañana a las 26:00', 'add'),
  clarify('es', 'piano cada 0 semanas', 'repeat'),
  clarify('es', 'examen de historia el 30 de febrero a las 9', 'add'),
  clarify('es', 'mueve las matemáticas a las 25:00', 'move'),
  // Varios eventos a la vez
  { lang: 'es', text: 'retrasa todo lo del jueves media hora', intent: 'move', ops: THURSDAY_LATER_30 },
  { lang: 'es', text: 'cancela todo mañana por la noche', intent: 'delete', ops: TOMORROW_EVENING_CANCELLED },
  { lang: 'es', text: 'borra todas las clases de piano de la semana que viene', intent: 'delete', ops: NEXT_WEEK_PIANO_CANCELLED },
  { lang: 'es', text: 'mueve todo del viernes al sábado', intent: 'move', ops: FRIDAY_TO_SATURDAY },
  { lang: 'es', text: 'retrasa todo lo de esta noche una hora', intent: 'move', ops: TONIGHT_LATER_60 },
  // Ninguna palabra de tiempo o verbo en un título
  {
    lang: 'es',
    text: 'a partir de mañana, comprensión auditiva todas las noches a las 21:00',
    intent: 'repeat',
    ops: [add('Comprensión auditiva', null, 'study', '2026-03-12T21:00', '2026-03-12T22:00', { rrule: 'FREQ=DAILY' })],
  },
]
