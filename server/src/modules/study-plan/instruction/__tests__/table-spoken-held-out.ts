import { add, clarify, move, rename, WEEKDAYS, type Row } from './fixture'
import { onDays, THREE_WEEKS_FROM_11 } from './table-spoken-latin'

/**
 * Held out for session 9: new sentences of the same kinds (clock times in words, lists and ranges
 * of days, how long a series lasts, titles, lengths and renames), written after the parser work
 * and run once; the parser is not changed for them. Now: Wednesday 11 March 2026, 10:30 local.
 */
const ENG_TEST_1H = [move('eng-test', null, '2026-03-17T08:00', '2026-03-17T09:00')]
const weekly = (day: string, start: string, end: string) => ({ rrule: `FREQ=WEEKLY;BYDAY=${day}`, start, end })
const SUNDAY_10_12 = weekly('SU', '2026-03-15T10:00', '2026-03-15T12:00')

export const SPOKEN_HELD_OUT: Row[] = [
  { lang: 'en', text: 'geography revision on Friday at twenty to five', intent: 'add', ops: [add('Geography revision', 8, 'study', '2026-03-13T16:40', '2026-03-13T17:40')] },
  { lang: 'en', text: 'tomorrow at a quarter to eight in the morning english vocabulary', intent: 'add', ops: [add('English vocabulary', 3, 'study', '2026-03-12T07:45', '2026-03-12T08:45')] },
  { lang: 'en', text: 'biology homework tonight at nine fifteen', intent: 'add', ops: [add('Biology homework', 6, 'study', '2026-03-11T21:15', '2026-03-11T22:15')] },
  { lang: 'en', text: 'on Tuesday and Friday at 6pm chemistry exercises', intent: 'add', ops: onDays('Chemistry exercises', 5, 'study', [13, 17], '18:00', '19:00') },
  { lang: 'en', text: 'from Monday to Wednesday at 7:30am history reading', intent: 'add', ops: onDays('History reading', 7, 'study', [16, 17, 18], '07:30', '08:30') },
  { lang: 'en', text: 'every weekday at 6pm maths practice for three weeks', intent: 'repeat', ops: [add('Maths practice', 2, 'study', '2026-03-11T18:00', '2026-03-11T19:00', { rrule: `${WEEKDAYS};${THREE_WEEKS_FROM_11}` })] },
  { lang: 'en', text: 'every Sunday at 10am I have two hours of physics tutoring', intent: 'repeat', ops: [add('Physics tutoring', 4, 'study', SUNDAY_10_12.start, SUNDAY_10_12.end, SUNDAY_10_12)] },
  { lang: 'en', text: 'make the english test last an hour', intent: 'move', ops: ENG_TEST_1H },
  clarify('en', 'rename maths to maths class', 'move'),
  { lang: 'en', text: 'rename the biology exam to biology final', intent: 'move', ops: [rename('bio-exam', null, 'Biology final')] },

  { lang: 'fr', text: "géographie vendredi à cinq heures moins vingt de l'après-midi", intent: 'add', ops: [add('Géographie', 8, 'study', '2026-03-13T16:40', '2026-03-13T17:40')] },
  { lang: 'fr', text: "demain à huit heures moins le quart vocabulaire d'anglais", intent: 'add', ops: [add("Vocabulaire d'anglais", 3, 'study', '2026-03-12T07:45', '2026-03-12T08:45')] },
  { lang: 'fr', text: 'devoirs de biologie ce soir à neuf heures et quart', intent: 'add', ops: [add('Devoirs de biologie', 6, 'study', '2026-03-11T21:15', '2026-03-11T22:15')] },
  { lang: 'fr', text: 'mardi et vendredi à 18h exercices de chimie', intent: 'add', ops: onDays('Exercices de chimie', 5, 'study', [13, 17], '18:00', '19:00') },
  { lang: 'fr', text: "du lundi au mercredi à 7h30 lecture d'histoire", intent: 'add', ops: onDays("Lecture d'histoire", 7, 'study', [16, 17, 18], '07:30', '08:30') },
  { lang: 'fr', text: 'tous les jours à 18h entraînement de maths pendant trois semaines', intent: 'repeat', ops: [add('Entraînement de maths', 2, 'study', '2026-03-11T18:00', '2026-03-11T19:00', { rrule: `FREQ=DAILY;${THREE_WEEKS_FROM_11}` })] },
  { lang: 'fr', text: "chaque dimanche à 10h j'ai deux heures de soutien en physique", intent: 'repeat', ops: [add('Soutien en physique', 4, 'study', SUNDAY_10_12.start, SUNDAY_10_12.end, SUNDAY_10_12)] },
  { lang: 'fr', text: "l'examen d'anglais dure une heure", intent: 'move', ops: ENG_TEST_1H },
  clarify('fr', 'renomme les maths en cours de maths', 'move'),
  { lang: 'fr', text: "renomme l'examen de biologie en partiel de biologie", intent: 'move', ops: [rename('bio-exam', null, 'Partiel de biologie')] },

  { lang: 'es', text: 'geografía el viernes a las cinco menos veinte', intent: 'add', ops: [add('Geografía', 8, 'study', '2026-03-13T16:40', '2026-03-13T17:40')] },
  { lang: 'es', text: 'mañana a las ocho menos cuarto de la mañana vocabulario de inglés', intent: 'add', ops: [add('Vocabulario de inglés', 3, 'study', '2026-03-12T07:45', '2026-03-12T08:45')] },
  { lang: 'es', text: 'deberes de biología esta noche a las nueve y cuarto', intent: 'add', ops: [add('Deberes de biología', 6, 'study', '2026-03-11T21:15', '2026-03-11T22:15')] },
  { lang: 'es', text: 'el martes y el viernes a las 18:00 ejercicios de química', intent: 'add', ops: onDays('Ejercicios de química', 5, 'study', [13, 17], '18:00', '19:00') },
  { lang: 'es', text: 'del lunes al miércoles a las 7:30 lectura de historia', intent: 'add', ops: onDays('Lectura de historia', 7, 'study', [16, 17, 18], '07:30', '08:30') },
  { lang: 'es', text: 'todos los días a las seis de la tarde práctica de mates durante tres semanas', intent: 'repeat', ops: [add('Práctica de mates', 2, 'study', '2026-03-11T18:00', '2026-03-11T19:00', { rrule: `FREQ=DAILY;${THREE_WEEKS_FROM_11}` })] },
  { lang: 'es', text: 'cada domingo a las 10:00 tengo dos horas de clases particulares de física', intent: 'repeat', ops: [add('Clases particulares de física', 4, 'class', SUNDAY_10_12.start, SUNDAY_10_12.end, SUNDAY_10_12)] },
  { lang: 'es', text: 'haz que el examen de inglés dure una hora', intent: 'move', ops: ENG_TEST_1H },
  clarify('es', 'renombra las mates como clase de mates', 'move'),
  { lang: 'es', text: 'cambia el nombre del examen de biología a parcial de biología', intent: 'move', ops: [rename('bio-exam', null, 'Parcial de biología')] },

  { lang: 'zh-Hans', text: '周五下午四点四十复习地理', intent: 'add', ops: [add('复习地理', 8, 'study', '2026-03-13T16:40', '2026-03-13T17:40')] },
  { lang: 'zh-Hans', text: '明天早上差一刻八点背英语单词', intent: 'add', ops: [add('背英语单词', 3, 'study', '2026-03-12T07:45', '2026-03-12T08:45')] },
  { lang: 'zh-Hans', text: '今晚九点过一刻做生物作业', intent: 'add', ops: [add('做生物作业', 6, 'study', '2026-03-11T21:15', '2026-03-11T22:15')] },
  { lang: 'zh-Hans', text: '周二、周五晚上六点做化学练习', intent: 'add', ops: onDays('做化学练习', 5, 'study', [13, 17], '18:00', '19:00') },
  { lang: 'zh-Hans', text: '从周一到周三早上七点半读历史', intent: 'add', ops: onDays('读历史', 7, 'study', [16, 17, 18], '07:30', '08:30') },
  { lang: 'zh-Hans', text: '每个工作日下午六点练数学，坚持三周', intent: 'repeat', ops: [add('练数学', 2, 'study', '2026-03-11T18:00', '2026-03-11T19:00', { rrule: `${WEEKDAYS};${THREE_WEEKS_FROM_11}` })] },
  { lang: 'zh-Hans', text: '每周日上午十点上两个小时物理辅导课', intent: 'repeat', ops: [add('上物理辅导课', 4, 'class', SUNDAY_10_12.start, SUNDAY_10_12.end, SUNDAY_10_12)] },
  { lang: 'zh-Hans', text: '把英语考试改成一个小时', intent: 'move', ops: ENG_TEST_1H },
  clarify('zh-Hans', '把数学改名为数学课', 'move'),
  { lang: 'zh-Hans', text: '把生物考试重命名为生物期末考', intent: 'move', ops: [rename('bio-exam', null, '生物期末考')] },

  { lang: 'zh-Hant', text: '週五下午四點四十複習地理', intent: 'add', ops: [add('複習地理', 8, 'study', '2026-03-13T16:40', '2026-03-13T17:40')] },
  { lang: 'zh-Hant', text: '明天早上八點差一刻背英文單字', intent: 'add', ops: [add('背英文單字', 3, 'study', '2026-03-12T07:45', '2026-03-12T08:45')] },
  { lang: 'zh-Hant', text: '今晚九點過一刻做生物作業', intent: 'add', ops: [add('做生物作業', 6, 'study', '2026-03-11T21:15', '2026-03-11T22:15')] },
  { lang: 'zh-Hant', text: '週二和週五晚上六點做化學練習', intent: 'add', ops: onDays('做化學練習', 5, 'study', [13, 17], '18:00', '19:00') },
  { lang: 'zh-Hant', text: '整個週末上午十點複習歷史', intent: 'add', ops: onDays('複習歷史', 7, 'study', [14, 15], '10:00', '11:00') },
  { lang: 'zh-Hant', text: '每天晚上九點半閱讀，連續十天', intent: 'repeat', ops: [add('閱讀', null, 'study', '2026-03-11T21:30', '2026-03-11T22:30', { rrule: 'FREQ=DAILY;UNTIL=@2026-03-20T23:59:59' })] },
  { lang: 'zh-Hant', text: '每週日上午十點上兩個小時物理家教', intent: 'repeat', ops: [add('上物理家教', 4, 'study', SUNDAY_10_12.start, SUNDAY_10_12.end, SUNDAY_10_12)] },
  { lang: 'zh-Hant', text: '英語考試改成一個小時', intent: 'move', ops: ENG_TEST_1H },
  clarify('zh-Hant', '把數學改名為數學課', 'move'),
  { lang: 'zh-Hant', text: '把生物考試改名為生物期末考', intent: 'move', ops: [rename('bio-exam', null, '生物期末考')] },
]
