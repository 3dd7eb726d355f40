import { add, allDay, clarify, del, move, rename, type Row } from './fixture'

/**
 * Written BEFORE session 10's fixes (now: Wednesday 11 March 2026, 10:30 local), 12 sentences per
 * language a student would type: adds, moves, deletes, renames, habits, relative days (后天, 下下周三,
 * "next Tuesday", "dans deux semaines", "pasado mañana"), durations, exams, typos, and the misreads
 * known before the session:
 * - studying FOR a test is study ("revise for the test"); the test itself is an exam;
 * - an everyday word is not corrected into a keyword ("read a book", "livre", "libro");
 * - 整理 is a word: 整 after a clock hour means "sharp" only when it does not start a word;
 * - 一下午 / 一上午 / 一晚上: the whole part of the day, no stray 一 in the title;
 * - 一下课 ("as soon as class is over"): the end of that day's last class in the plan, asked back
 *   when the plan has no class that day, never all-day;
 * - a number before a count noun ("3 to 5 pages", "20 páginas", "3到5页") is no clock time;
 * - "the maths exam lasts 2 hours, add it on Friday at 9": the title is the exam, not the clause;
 * - "a las 11" for a move is 11:00 (only 1–7 are guessed as afternoon).
 * First run on main (both zones): see table-misreads.test.ts.
 */

export const MISREADS: Row[] = [
  { lang: 'en', text: 'revise for the test tomorrow at 5pm', intent: 'add', ops: [add('Revise for the test', null, 'study', '2026-03-12T17:00', '2026-03-12T18:00')] },
  { lang: 'en', text: 'read a book tonight at 9', intent: 'add', ops: [add('Read a book', null, 'study', '2026-03-11T21:00', '2026-03-11T22:00')] },
  { lang: 'en', text: 'the maths exam lasts 2 hours, add it on Friday at 9', intent: 'add', ops: [add('Maths exam', 2, 'exam', '2026-03-13T09:00', '2026-03-13T11:00')] },
  clarify('en', 'quiz at 3 to 5 pages', 'add'),
  { lang: 'en', text: 'read 3 to 5 pages of history tomorrow at 7pm', intent: 'add', ops: [add('Read 3 to 5 pages of history', 7, 'study', '2026-03-12T19:00', '2026-03-12T20:00')] },
  { lang: 'en', text: 'next Tuesday at 4:30pm physics homework', intent: 'add', ops: [add('Physics homework', 4, 'study', '2026-03-17T16:30', '2026-03-17T17:30')] },
  { lang: 'en', text: 'move my physics revision to friday at 7pm', intent: 'move', ops: [move('phys-rev', null, '2026-03-13T19:00', '2026-03-13T20:00')] },
  { lang: 'en', text: 'rename the history essay to history essay draft', intent: 'move', ops: [rename('hist-essay', null, 'History essay draft')] },
  { lang: 'en', text: 'delete the english test', intent: 'delete', ops: [del('eng-test', null)] },
  {
    lang: 'en',
    text: 'every saturday at 10am chemistry practice for a month',
    intent: 'repeat',
    ops: [add('Chemistry practice', 5, 'study', '2026-03-14T10:00', '2026-03-14T11:00', { rrule: 'FREQ=WEEKLY;BYDAY=SA;UNTIL=@2026-04-13T23:59:59' })],
  },
  {
    lang: 'en',
    text: 'maths revison thursday, friday and saturday at 7pm',
    intent: 'add',
    ops: ['12', '13', '14'].map((d) => add('Maths revision', 2, 'study', `2026-03-${d}T19:00`, `2026-03-${d}T20:00`)),
  },
  { lang: 'en', text: 'day after tomorrow at 3 study english vocab for 45 minutes', intent: 'add', ops: [add('Study english vocab', 3, 'study', '2026-03-13T15:00', '2026-03-13T15:45')] },

  { lang: 'fr', text: 'réviser pour le contrôle de maths demain à 17h', intent: 'add', ops: [add('Réviser pour le contrôle de maths', 2, 'study', '2026-03-12T17:00', '2026-03-12T18:00')] },
  { lang: 'fr', text: 'lire un livre ce soir à 21h', intent: 'add', ops: [add('Lire un livre', null, 'study', '2026-03-11T21:00', '2026-03-11T22:00')] },
  { lang: 'fr', text: 'dans deux semaines contrôle de physique à 10h', intent: 'add', ops: [add('Contrôle de physique', 4, 'exam', '2026-03-25T10:00', '2026-03-25T11:00')] },
  { lang: 'fr', text: "mardi prochain à 16h30 devoirs d'anglais", intent: 'add', ops: [add("Devoirs d'anglais", 3, 'study', '2026-03-17T16:30', '2026-03-17T17:30')] },
  { lang: 'fr', text: "l'examen de chimie dure 2 heures, ajoute-le vendredi à 9h", intent: 'add', ops: [add('Examen de chimie', 5, 'exam', '2026-03-13T09:00', '2026-03-13T11:00')] },
  { lang: 'fr', text: 'déplace la révision de physique à samedi 10h', intent: 'move', ops: [move('phys-rev', null, '2026-03-14T10:00', '2026-03-14T11:00')] },
  { lang: 'fr', text: "supprime le contrôle d'anglais", intent: 'delete', ops: [del('eng-test', null)] },
  {
    lang: 'fr',
    text: "renomme la dissertation d'histoire en brouillon de dissertation d'histoire",
    intent: 'move',
    ops: [rename('hist-essay', null, "Brouillon de dissertation d'histoire")],
  },
  { lang: 'fr', text: 'lire de 10 à 20 pages du roman demain soir', intent: 'add', ops: [add('Lire de 10 à 20 pages du roman', null, 'study', '2026-03-12T19:00', '2026-03-12T20:00')] },
  { lang: 'fr', text: 'tous les lundis et jeudis à 18h tennis', intent: 'repeat', ops: [add('Tennis', null, 'other', '2026-03-12T18:00', '2026-03-12T19:00', { rrule: 'FREQ=WEEKLY;BYDAY=MO,TH' })] },
  {
    lang: 'fr',
    text: 'révision de maths jeudi, vendredi et samedi à 19h',
    intent: 'add',
    ops: ['12', '13', '14'].map((d) => add('Révision de maths', 2, 'study', `2026-03-${d}T19:00`, `2026-03-${d}T20:00`)),
  },
  { lang: 'fr', text: "après-demain à 14h révision d'histoire pendant une heure et demie", intent: 'add', ops: [add("Révision d'histoire", 7, 'study', '2026-03-13T14:00', '2026-03-13T15:30')] },

  { lang: 'es', text: 'repasar para el examen de física mañana a las 5 de la tarde', intent: 'add', ops: [add('Repasar para el examen de física', 4, 'study', '2026-03-12T17:00', '2026-03-12T18:00')] },
  { lang: 'es', text: 'leer un libro esta noche a las 9', intent: 'add', ops: [add('Leer un libro', null, 'study', '2026-03-11T21:00', '2026-03-11T22:00')] },
  { lang: 'es', text: 'pasado mañana a las 4 examen de química', intent: 'add', ops: [add('Examen de química', 5, 'exam', '2026-03-13T16:00', '2026-03-13T17:00')] },
  { lang: 'es', text: 'el martes que viene a las 10:30 clase de inglés', intent: 'add', ops: [add('Clase de inglés', 3, 'class', '2026-03-17T10:30', '2026-03-17T11:30')] },
  { lang: 'es', text: 'el examen de historia dura 2 horas, añádelo el viernes a las 9', intent: 'add', ops: [add('Examen de historia', 7, 'exam', '2026-03-13T09:00', '2026-03-13T11:00')] },
  { lang: 'es', text: 'mueve el repaso de física al sábado a las 11', intent: 'move', ops: [move('phys-rev', null, '2026-03-14T11:00', '2026-03-14T12:00')] },
  { lang: 'es', text: 'borra el examen de biología', intent: 'delete', ops: [del('bio-exam', null)] },
  { lang: 'es', text: 'cambia el nombre del ensayo de historia a ensayo de historia final', intent: 'move', ops: [rename('hist-essay', null, 'Ensayo de historia final')] },
  { lang: 'es', text: 'dentro de dos semanas examen de matemáticas a las 8 de la mañana', intent: 'add', ops: [add('Examen de matemáticas', 2, 'exam', '2026-03-25T08:00', '2026-03-25T09:00')] },
  { lang: 'es', text: 'todos los días a las 7 de la mañana leer 20 páginas', intent: 'repeat', ops: [add('Leer 20 páginas', null, 'study', '2026-03-12T07:00', '2026-03-12T08:00', { rrule: 'FREQ=DAILY' })] },
  {
    lang: 'es',
    text: 'repaso de química el jueves, el viernes y el sábado a las 6 de la tarde',
    intent: 'add',
    ops: ['12', '13', '14'].map((d) => add('Repaso de química', 5, 'study', `2026-03-${d}T18:00`, `2026-03-${d}T19:00`)),
  },
  { lang: 'es', text: 'hacer ejercicios de mates el domingo a las 10 durante 45 minutos', intent: 'add', ops: [add('Hacer ejercicios de mates', 2, 'study', '2026-03-15T10:00', '2026-03-15T10:45')] },

  { lang: 'zh-Hans', text: '明天七点整理错题', intent: 'add', ops: [add('整理错题', null, 'study', '2026-03-12T07:00', '2026-03-12T08:00')] },
  { lang: 'zh-Hans', text: '今晚七点整复习物理', intent: 'add', ops: [add('复习物理', 4, 'study', '2026-03-11T19:00', '2026-03-11T20:00')] },
  { lang: 'zh-Hans', text: '明天一下午都复习数学', intent: 'add', ops: [add('复习数学', 2, 'study', '2026-03-12T12:00', '2026-03-12T18:00')] },
  { lang: 'zh-Hans', text: '周五一下课就去游泳', intent: 'add', ops: [add('游泳', null, 'other', '2026-03-13T11:00', '2026-03-13T12:00')] },
  { lang: 'zh-Hans', text: '后天上午十点化学考试', intent: 'add', ops: [add('化学考试', 5, 'exam', '2026-03-13T10:00', '2026-03-13T11:00')] },
  { lang: 'zh-Hans', text: '下下周三下午三点半物理测验', intent: 'add', ops: [add('物理测验', 4, 'exam', '2026-03-25T15:30', '2026-03-25T16:30')] },
  { lang: 'zh-Hans', text: '把明天的物理复习改到周六上午九点', intent: 'move', ops: [move('phys-rev', null, '2026-03-14T09:00', '2026-03-14T10:00')] },
  { lang: 'zh-Hans', text: '删除下周一的生物考试', intent: 'delete', ops: [del('bio-exam', null)] },
  { lang: 'zh-Hans', text: '数学考试两个小时，加在周五上午九点', intent: 'add', ops: [add('数学考试', 2, 'exam', '2026-03-13T09:00', '2026-03-13T11:00')] },
  { lang: 'zh-Hans', text: '每周二四晚上七点练琴', intent: 'repeat', ops: [add('练琴', null, 'study', '2026-03-12T19:00', '2026-03-12T20:00', { rrule: 'FREQ=WEEKLY;BYDAY=TU,TH' })] },
  {
    lang: 'zh-Hans',
    text: '周四、周五和周六晚上八点做物理题',
    intent: 'add',
    ops: ['12', '13', '14'].map((d) => add('做物理题', 4, 'study', `2026-03-${d}T20:00`, `2026-03-${d}T21:00`)),
  },
  { lang: 'zh-Hans', text: '明天做3到5页练习册', intent: 'add', ops: [allDay('做3到5页练习册', null, 'study', '2026-03-12')] },

  { lang: 'zh-Hant', text: '明天七點整理筆記', intent: 'add', ops: [add('整理筆記', null, 'study', '2026-03-12T07:00', '2026-03-12T08:00')] },
  { lang: 'zh-Hant', text: '週六一下午都複習英文', intent: 'add', ops: [add('複習英文', 3, 'study', '2026-03-14T12:00', '2026-03-14T18:00')] },
  { lang: 'zh-Hant', text: '週五一下課就去打球', intent: 'add', ops: [add('打球', null, 'other', '2026-03-13T11:00', '2026-03-13T12:00')] },
  clarify('zh-Hant', '週三一下課就去游泳', 'add'),
  { lang: 'zh-Hant', text: '後天下午兩點英文考試', intent: 'add', ops: [add('英文考試', 3, 'exam', '2026-03-13T14:00', '2026-03-13T15:00')] },
  { lang: 'zh-Hant', text: '下下週二晚上七點化學小考', intent: 'add', ops: [add('化學小考', 5, 'exam', '2026-03-24T19:00', '2026-03-24T20:00')] },
  { lang: 'zh-Hant', text: '把明天的物理複習改到週日晚上八點', intent: 'move', ops: [move('phys-rev', null, '2026-03-15T20:00', '2026-03-15T21:00')] },
  { lang: 'zh-Hant', text: '刪掉週五的數學課', intent: 'delete', ops: [del('maths-fri', null)] },
  { lang: 'zh-Hant', text: '把練字改名為硬筆練字', intent: 'move', ops: [rename('callig', '2026-03-11T20:00', '硬筆練字', 'series')] },
  { lang: 'zh-Hant', text: '每天晚上九點半讀英文半小時', intent: 'repeat', ops: [add('讀英文', 3, 'study', '2026-03-11T21:30', '2026-03-11T22:00', { rrule: 'FREQ=DAILY' })] },
  {
    lang: 'zh-Hant',
    text: '週四到週六下午四點做數學題',
    intent: 'add',
    ops: ['12', '13', '14'].map((d) => add('做數學題', 2, 'study', `2026-03-${d}T16:00`, `2026-03-${d}T17:00`)),
  },
  { lang: 'zh-Hant', text: '十分鐘後背10個單字', intent: 'add', ops: [add('背10個單字', 3, 'study', '2026-03-11T10:40', '2026-03-11T11:40')] },
]
