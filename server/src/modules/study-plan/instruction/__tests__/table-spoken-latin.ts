import { add, clarify, move, rename, type ExpectedOp, type Row } from './fixture'

/**
 * Session 9's rows in English, French and Spanish, written BEFORE the parser was changed for them:
 * clock times in words ("half past seven", "à 10h et demie", "a las cinco de la tarde"), lists and
 * ranges of days ("Monday, Wednesday and Friday", "du jeudi au samedi", "todo el fin de semana"),
 * how long a series lasts ("for two weeks"), titles left clean after a duration is taken out, and
 * two edits: an event's length and its name. Now: Wednesday 11 March 2026, 10:30 local.
 * A list or a range of days without "every" is one event on each of those days, in date order.
 */

/** One event at `start`–`end` (HH:mm) on each day (DD of March 2026). */
export const onDays = (title: string, course: number | null, kind: 'study' | 'class' | 'other', days: number[], start: string, end: string): ExpectedOp[] =>
  days.map((d) => add(title, course, kind, `2026-03-${String(d).padStart(2, '0')}T${start}`, `2026-03-${String(d).padStart(2, '0')}T${end}`))
/** A series lasting two weeks from its first day, 12 March (the last day is 25 March). */
export const TWO_WEEKS_FROM_12 = 'UNTIL=@2026-03-25T23:59:59'
export const A_MONTH_FROM_17 = 'UNTIL=@2026-04-16T23:59:59'
export const THREE_WEEKS_FROM_11 = 'UNTIL=@2026-03-31T23:59:59'
export const PHYS_REV_2H = [move('phys-rev', null, '2026-03-12T19:00', '2026-03-12T21:00')]
export const BIO_EXAM_2H = [move('bio-exam', null, '2026-03-16T09:00', '2026-03-16T11:00')]
const MON_WED_FRI_READING = (title: string) => onDays(title, null, 'study', [13, 16, 18], '07:00', '07:20')

export const SPOKEN_LATIN: Row[] = [
  { lang: 'en', text: 'study physics at half past seven tonight', intent: 'add', ops: [add('Study physics', 4, 'study', '2026-03-11T19:30', '2026-03-11T20:30')] },
  { lang: 'en', text: 'revise french at quarter to six tomorrow', intent: 'add', ops: [add('Revise french', null, 'study', '2026-03-12T17:45', '2026-03-12T18:45')] },
  { lang: 'en', text: 'chemistry homework at quarter past four today', intent: 'add', ops: [add('Chemistry homework', 5, 'study', '2026-03-11T16:15', '2026-03-11T17:15')] },
  { lang: 'en', text: 'biology revision tomorrow at seven thirty pm', intent: 'add', ops: [add('Biology revision', 6, 'study', '2026-03-12T19:30', '2026-03-12T20:30')] },
  { lang: 'en', text: 'read at ten past nine tonight', intent: 'add', ops: [add('Read', null, 'study', '2026-03-11T21:10', '2026-03-11T22:10')] },
  { lang: 'en', text: 'maths exercises on Friday at eleven in the morning', intent: 'add', ops: [add('Maths exercises', 2, 'study', '2026-03-13T11:00', '2026-03-13T12:00')] },
  { lang: 'en', text: 'geography homework on Saturday at three in the afternoon', intent: 'add', ops: [add('Geography homework', 8, 'study', '2026-03-14T15:00', '2026-03-14T16:00')] },
  { lang: 'en', text: "english listening tomorrow at nine o'clock", intent: 'add', ops: [add('English listening', 3, 'study', '2026-03-12T09:00', '2026-03-12T10:00')] },
  { lang: 'en', text: 'revise chemistry tomorrow at half past twelve', intent: 'add', ops: [add('Revise chemistry', 5, 'study', '2026-03-12T12:30', '2026-03-12T13:30')] },
  { lang: 'en', text: 'on Monday and Thursday at 5pm physics revision', intent: 'add', ops: onDays('Physics revision', 4, 'study', [12, 16], '17:00', '18:00') },
  { lang: 'en', text: 'Monday, Wednesday and Friday at 7am reading 20 minutes', intent: 'add', ops: MON_WED_FRI_READING('Reading') },
  { lang: 'en', text: 'this weekend both days at 9am physics exercises', intent: 'add', ops: onDays('Physics exercises', 4, 'study', [14, 15], '09:00', '10:00') },
  { lang: 'en', text: 'saturday and sunday at 10am revise history', intent: 'add', ops: onDays('Revise history', 7, 'study', [14, 15], '10:00', '11:00') },
  { lang: 'en', text: 'from Thursday to Saturday at 8pm revise chemistry', intent: 'add', ops: onDays('Revise chemistry', 5, 'study', [12, 13, 14], '20:00', '21:00') },
  { lang: 'en', text: 'every morning at 6:30 vocabulary for two weeks', intent: 'repeat', ops: [add('Vocabulary', 3, 'study', '2026-03-12T06:30', '2026-03-12T07:30', { rrule: `FREQ=DAILY;${TWO_WEEKS_FROM_12}` })] },
  { lang: 'en', text: 'every Tuesday at 4pm tutoring for a month', intent: 'repeat', ops: [add('Tutoring', null, 'study', '2026-03-17T16:00', '2026-03-17T17:00', { rrule: `FREQ=WEEKLY;BYDAY=TU;${A_MONTH_FROM_17}` })] },
  { lang: 'en', text: 'every evening at 8 practice guitar for 3 weeks', intent: 'repeat', ops: [add('Practice guitar', null, 'other', '2026-03-11T20:00', '2026-03-11T21:00', { rrule: `FREQ=DAILY;${THREE_WEEKS_FROM_11}` })] },
  { lang: 'en', text: 'every saturday morning at 9 I do an hour of english listening', intent: 'repeat', ops: [add('English listening', 3, 'study', '2026-03-14T09:00', '2026-03-14T10:00', { rrule: 'FREQ=WEEKLY;BYDAY=SA' })] },
  { lang: 'en', text: "at 5pm today I'm going to revise biology for half an hour", intent: 'add', ops: [add('Revise biology', 6, 'study', '2026-03-11T17:00', '2026-03-11T17:30')] },
  { lang: 'en', text: 'make the physics revision 2 hours long', intent: 'move', ops: PHYS_REV_2H },
  { lang: 'en', text: 'make the biology exam last two hours', intent: 'move', ops: BIO_EXAM_2H },
  { lang: 'en', text: 'rename physics revision to physics mock exam', intent: 'move', ops: [rename('phys-rev', null, 'Physics mock exam')] },
  { lang: 'en', text: 'rename the history essay to history coursework', intent: 'move', ops: [rename('hist-essay', null, 'History coursework')] },
  clarify('en', 'make maths 90 minutes long', 'move'),

  { lang: 'fr', text: "réviser l'histoire samedi à 10h et demie", intent: 'add', ops: [add("Réviser l'histoire", 7, 'study', '2026-03-14T10:30', '2026-03-14T11:30')] },
  { lang: 'fr', text: 'devoirs de chimie demain à huit heures', intent: 'add', ops: [add('Devoirs de chimie', 5, 'study', '2026-03-12T08:00', '2026-03-12T09:00')] },
  { lang: 'fr', text: 'réviser la physique demain à sept heures et quart', intent: 'add', ops: [add('Réviser la physique', 4, 'study', '2026-03-12T07:15', '2026-03-12T08:15')] },
  { lang: 'fr', text: 'exercices de maths vendredi à 18h moins le quart', intent: 'add', ops: [add('Exercices de maths', 2, 'study', '2026-03-13T17:45', '2026-03-13T18:45')] },
  { lang: 'fr', text: 'lecture ce soir à neuf heures', intent: 'add', ops: [add('Lecture', null, 'study', '2026-03-11T21:00', '2026-03-11T22:00')] },
  { lang: 'fr', text: "révision d'anglais demain à midi et demi", intent: 'add', ops: [add("Révision d'anglais", 3, 'study', '2026-03-12T12:30', '2026-03-12T13:30')] },
  { lang: 'fr', text: 'biologie jeudi à cinq heures du soir', intent: 'add', ops: [add('Biologie', 6, 'study', '2026-03-12T17:00', '2026-03-12T18:00')] },
  { lang: 'fr', text: "devoirs d'histoire samedi à trois heures de l'après-midi", intent: 'add', ops: [add("Devoirs d'histoire", 7, 'study', '2026-03-14T15:00', '2026-03-14T16:00')] },
  { lang: 'fr', text: "révise l'anglais demain à neuf heures et demie", intent: 'add', ops: [add("Révise l'anglais", 3, 'study', '2026-03-12T09:30', '2026-03-12T10:30')] },
  { lang: 'fr', text: 'physique mardi à quatorze heures', intent: 'add', ops: [add('Physique', 4, 'study', '2026-03-17T14:00', '2026-03-17T15:00')] },
  { lang: 'fr', text: 'lundi, mercredi et vendredi à 7h lecture 20 minutes', intent: 'add', ops: MON_WED_FRI_READING('Lecture') },
  { lang: 'fr', text: 'samedi et dimanche à 10h révision de physique', intent: 'add', ops: onDays('Révision de physique', 4, 'study', [14, 15], '10:00', '11:00') },
  { lang: 'fr', text: 'du jeudi au samedi à 20h réviser la chimie', intent: 'add', ops: onDays('Réviser la chimie', 5, 'study', [12, 13, 14], '20:00', '21:00') },
  { lang: 'fr', text: 'tout le week-end à 9h exercices de physique', intent: 'add', ops: onDays('Exercices de physique', 4, 'study', [14, 15], '09:00', '10:00') },
  { lang: 'fr', text: 'tous les matins à 6h30 vocabulaire pendant deux semaines', intent: 'repeat', ops: [add('Vocabulaire', 3, 'study', '2026-03-12T06:30', '2026-03-12T07:30', { rrule: `FREQ=DAILY;${TWO_WEEKS_FROM_12}` })] },
  { lang: 'fr', text: 'tous les mardis à 16h soutien de maths pendant un mois', intent: 'repeat', ops: [add('Soutien de maths', 2, 'study', '2026-03-17T16:00', '2026-03-17T17:00', { rrule: `FREQ=WEEKLY;BYDAY=TU;${A_MONTH_FROM_17}` })] },
  { lang: 'fr', text: 'tous les soirs à 20h guitare pendant trois semaines', intent: 'repeat', ops: [add('Guitare', null, 'other', '2026-03-11T20:00', '2026-03-11T21:00', { rrule: `FREQ=DAILY;${THREE_WEEKS_FROM_11}` })] },
  { lang: 'fr', text: "tous les samedis matin à 9h je fais une heure d'écoute en anglais", intent: 'repeat', ops: [add('Écoute en anglais', 3, 'study', '2026-03-14T09:00', '2026-03-14T10:00', { rrule: 'FREQ=WEEKLY;BYDAY=SA' })] },
  { lang: 'fr', text: "aujourd'hui à 15h je vais réviser la biologie pendant une demi-heure", intent: 'add', ops: [add('Réviser la biologie', 6, 'study', '2026-03-11T15:00', '2026-03-11T15:30')] },
  { lang: 'fr', text: 'la révision de physique dure 2 heures', intent: 'move', ops: PHYS_REV_2H },
  { lang: 'fr', text: "fais durer l'examen de biologie deux heures", intent: 'move', ops: BIO_EXAM_2H },
  { lang: 'fr', text: 'renomme la révision de physique en examen blanc de physique', intent: 'move', ops: [rename('phys-rev', null, 'Examen blanc de physique')] },
  { lang: 'fr', text: "renomme la dissertation d'histoire en exposé d'histoire", intent: 'move', ops: [rename('hist-essay', null, "Exposé d'histoire")] },

  { lang: 'es', text: 'añade repaso de química mañana a las cinco de la tarde', intent: 'add', ops: [add('Repaso de química', 5, 'study', '2026-03-12T17:00', '2026-03-12T18:00')] },
  { lang: 'es', text: 'estudiar historia el sábado a las diez y media', intent: 'add', ops: [add('Estudiar historia', 7, 'study', '2026-03-14T10:30', '2026-03-14T11:30')] },
  { lang: 'es', text: 'cambia el repaso de física a las ocho de la noche', intent: 'move', ops: [move('phys-rev', null, '2026-03-12T20:00', '2026-03-12T21:00')] },
  { lang: 'es', text: 'deberes de matemáticas el viernes a las siete y cuarto', intent: 'add', ops: [add('Deberes de matemáticas', 2, 'study', '2026-03-13T07:15', '2026-03-13T08:15')] },
  { lang: 'es', text: 'repasar biología mañana a las seis menos cuarto', intent: 'add', ops: [add('Repasar biología', 6, 'study', '2026-03-12T17:45', '2026-03-12T18:45')] },
  { lang: 'es', text: 'lectura esta noche a las nueve', intent: 'add', ops: [add('Lectura', null, 'study', '2026-03-11T21:00', '2026-03-11T22:00')] },
  { lang: 'es', text: 'ejercicios de física mañana a la una y media', intent: 'add', ops: [add('Ejercicios de física', 4, 'study', '2026-03-12T13:30', '2026-03-12T14:30')] },
  { lang: 'es', text: 'repaso de inglés mañana a las doce y media', intent: 'add', ops: [add('Repaso de inglés', 3, 'study', '2026-03-12T12:30', '2026-03-12T13:30')] },
  { lang: 'es', text: 'química el martes a las tres de la tarde', intent: 'add', ops: [add('Química', 5, 'study', '2026-03-17T15:00', '2026-03-17T16:00')] },
  { lang: 'es', text: 'el lunes, miércoles y viernes a las 7 lectura 20 minutos', intent: 'add', ops: MON_WED_FRI_READING('Lectura') },
  { lang: 'es', text: 'el sábado y el domingo a las 10 repaso de física', intent: 'add', ops: onDays('Repaso de física', 4, 'study', [14, 15], '10:00', '11:00') },
  { lang: 'es', text: 'del jueves al sábado a las 20:00 repasar química', intent: 'add', ops: onDays('Repasar química', 5, 'study', [12, 13, 14], '20:00', '21:00') },
  { lang: 'es', text: 'todo el fin de semana a las 9 ejercicios de física', intent: 'add', ops: onDays('Ejercicios de física', 4, 'study', [14, 15], '09:00', '10:00') },
  { lang: 'es', text: 'todas las mañanas a las 6:30 vocabulario durante dos semanas', intent: 'repeat', ops: [add('Vocabulario', 3, 'study', '2026-03-12T06:30', '2026-03-12T07:30', { rrule: `FREQ=DAILY;${TWO_WEEKS_FROM_12}` })] },
  { lang: 'es', text: 'cada martes a las 16:00 clases particulares de mates durante un mes', intent: 'repeat', ops: [add('Clases particulares de mates', 2, 'class', '2026-03-17T16:00', '2026-03-17T17:00', { rrule: `FREQ=WEEKLY;BYDAY=TU;${A_MONTH_FROM_17}` })] },
  { lang: 'es', text: 'cada noche a las 20:00 guitarra durante tres semanas', intent: 'repeat', ops: [add('Guitarra', null, 'other', '2026-03-11T20:00', '2026-03-11T21:00', { rrule: `FREQ=DAILY;${THREE_WEEKS_FROM_11}` })] },
  { lang: 'es', text: 'todos los sábados por la mañana a las 9 hago una hora de comprensión auditiva de inglés', intent: 'repeat', ops: [add('Comprensión auditiva de inglés', 3, 'study', '2026-03-14T09:00', '2026-03-14T10:00', { rrule: 'FREQ=WEEKLY;BYDAY=SA' })] },
  { lang: 'es', text: 'hoy a las 15:00 voy a repasar biología durante media hora', intent: 'add', ops: [add('Repasar biología', 6, 'study', '2026-03-11T15:00', '2026-03-11T15:30')] },
  { lang: 'es', text: 'haz que el repaso de física dure 2 horas', intent: 'move', ops: PHYS_REV_2H },
  { lang: 'es', text: 'que el examen de biología dure dos horas', intent: 'move', ops: BIO_EXAM_2H },
  { lang: 'es', text: 'cambia el nombre del repaso de física a simulacro de examen de física', intent: 'move', ops: [rename('phys-rev', null, 'Simulacro de examen de física')] },
  { lang: 'es', text: 'renombra el ensayo de historia como trabajo de historia', intent: 'move', ops: [rename('hist-essay', null, 'Trabajo de historia')] },
]
