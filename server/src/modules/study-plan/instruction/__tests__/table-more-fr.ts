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

/** Issue 12's kinds in French (see table-more-en.ts). Maintenant : mercredi 11 mars 2026, 10 h 30. */
export const FR_MORE: Row[] = [
  // Heures relatives
  { lang: 'fr', text: 'dans une heure révision de physique', intent: 'add', ops: [add('Révision de physique', 4, 'study', '2026-03-11T11:30', '2026-03-11T12:30')] },
  { lang: 'fr', text: 'lecture dans 20 minutes pendant une demi-heure', intent: 'add', ops: [add('Lecture', null, 'study', '2026-03-11T10:50', '2026-03-11T11:20')] },
  { lang: 'fr', text: "dans un quart d'heure vocabulaire d'anglais", intent: 'add', ops: [add("Vocabulaire d'anglais", 3, 'study', '2026-03-11T10:45', '2026-03-11T11:45')] },
  { lang: 'fr', text: 'exercices de chimie dans 2 heures pendant 45 minutes', intent: 'add', ops: [add('Exercices de chimie', 5, 'study', '2026-03-11T12:30', '2026-03-11T13:15')] },
  { lang: 'fr', text: 'dans une heure et demie devoirs de biologie', intent: 'add', ops: [add('Devoirs de biologie', 6, 'study', '2026-03-11T12:00', '2026-03-11T13:00')] },
  { lang: 'fr', text: "contrôle d'histoire dans 3 jours à 9h", intent: 'add', ops: [add("Contrôle d'histoire", 7, 'exam', '2026-03-14T09:00', '2026-03-14T10:00')] },
  {
    lang: 'fr',
    text: 'rappelle-moi de réviser la géographie dans dix minutes',
    intent: 'add',
    ops: [add('Réviser la géographie', 8, 'study', '2026-03-11T10:40', '2026-03-11T11:40')],
  },
  { lang: 'fr', text: "qu'est-ce que j'ai dans deux jours ?", intent: 'list', range: ['2026-03-13T00:00', '2026-03-14T00:00'] },
  { lang: 'fr', text: 'dans 90 minutes anglais', intent: 'add', ops: [add('Anglais', 3, 'study', '2026-03-11T12:00', '2026-03-11T13:00')] },
  // Toute l'habitude
  { lang: 'fr', text: 'ma lecture tous les jours à 20h30 désormais', intent: 'move', ops: readingEveryDayAt('20:30', '21:00') },
  { lang: 'fr', text: 'déplace ma lecture quotidienne à 21h30', intent: 'move', ops: readingEveryDayAt('21:30', '22:00') },
  { lang: 'fr', text: 'déplace tous mes cours de piano à 19h', intent: 'move', ops: pianoAlwaysAt('19:00', '20:00') },
  { lang: 'fr', text: 'à partir de maintenant, la calligraphie à 20h30 tous les soirs', intent: 'move', ops: CALLIGRAPHY_EVERY_DAY_2030 },
  { lang: 'fr', text: 'change le vocabulaire à 6h45 tous les jours de semaine', intent: 'move', ops: VOCAB_WEEKDAYS_0645 },
  // Une seule séance
  { lang: 'fr', text: "déplace la lecture d'aujourd'hui à 22h", intent: 'move', ops: [move('reading', '2026-03-11T21:00', '2026-03-11T22:00', '2026-03-11T22:30')] },
  { lang: 'fr', text: 'déplace le piano de lundi à 17h', intent: 'move', ops: [move('piano', '2026-03-16T18:00', '2026-03-16T17:00', '2026-03-16T18:00')] },
  { lang: 'fr', text: 'déplace la calligraphie à 21h ce soir', intent: 'move', ops: [move('callig', '2026-03-11T20:00', '2026-03-11T21:00', '2026-03-11T21:30')] },
  // Vraiment ambigu : les deux lectures
  { lang: 'fr', text: 'annule la lecture', intent: 'delete', ...READING_CANCELLED },
  { lang: 'fr', text: "repousse la lecture d'une demi-heure", intent: 'move', ...READING_LATER_30 },
  { lang: 'fr', text: 'déplace la chimie à vendredi', intent: 'move', ...CHEMISTRY_TO_FRIDAY },
  { lang: 'fr', text: 'déplace le piano à 20h', intent: 'move', ...PIANO_AT_8PM },
  // Celle-ci et les suivantes
  {
    lang: 'fr',
    text: 'à partir de la semaine prochaine, déplace le piano à 19h',
    intent: 'move',
    ops: [moveFollowing('piano', '2026-03-16T18:00', '2026-03-16T19:00', '2026-03-16T20:00')],
  },
  { lang: 'fr', text: 'annule la lecture à partir de lundi', intent: 'delete', ops: [del('reading', '2026-03-16T21:00', 'following')] },
  {
    lang: 'fr',
    text: 'déplace la chimie de ce jeudi et des suivants à 15h',
    intent: 'move',
    ops: [moveFollowing('chem', '2026-03-12T14:00', '2026-03-12T15:00', '2026-03-12T16:00')],
  },
  // « Mets » un événement existant : il se déplace
  { lang: 'fr', text: 'mets la révision de physique de jeudi à 18h', intent: 'move', ops: [move('phys-rev', null, '2026-03-12T18:00', '2026-03-12T19:00')] },
  { lang: 'fr', text: 'mets les maths de vendredi à samedi 14h', intent: 'move', ops: [move('maths-fri', null, '2026-03-14T14:00', '2026-03-14T15:00')] },
  { lang: 'fr', text: "mets une révision d'anglais samedi à 10h", intent: 'add', ops: [add("Révision d'anglais", 3, 'study', '2026-03-14T10:00', '2026-03-14T11:00')] },
  { lang: 'fr', text: "mets l'examen de biologie à 11h", intent: 'move', ops: [move('bio-exam', null, '2026-03-16T11:00', '2026-03-16T12:30')] },
  // Langues mêlées
  { lang: 'fr', text: 'supprime le 物理 de demain', intent: 'delete', ops: [del('phys-rev', null)] },
  { lang: 'fr', text: 'déplace la chemistry de jeudi à 16h', intent: 'move', ops: [move('chem', '2026-03-12T14:00', '2026-03-12T16:00', '2026-03-12T17:00')] },
  { lang: 'fr', text: 'ajoute 数学复习 dimanche à 15h', intent: 'add', ops: [add('数学复习', 2, 'study', '2026-03-15T15:00', '2026-03-15T16:00')] },
  // Fautes de frappe
  { lang: 'fr', text: 'supprimme le cours de chimmie de jeudi', intent: 'delete', ops: [del('chem', '2026-03-12T14:00')] },
  { lang: 'fr', text: 'déplace la phisique de jeudi à vendredi 16h', intent: 'move', ops: [move('phys-rev', null, '2026-03-13T16:00', '2026-03-13T17:00')] },
  { lang: 'fr', text: "qu'est-ce que j'ai demian ?", intent: 'list', range: ['2026-03-12T00:00', '2026-03-13T00:00'] },
  { lang: 'fr', text: "efface l'examen d'anglias", intent: 'delete', ops: [del('eng-test', null)] },
  // Valeurs impossibles
  clarify('fr', 'contrôle de maths le 31 avril', 'add'),
  clarify('fr', 'physique demain à 26h', 'add'),
  clarify('fr', 'piano toutes les 0 semaines', 'repeat'),
  clarify('fr', "examen d'histoire le 30 février à 9h", 'add'),
  clarify('fr', 'déplace les maths à 25h', 'move'),
  // Plusieurs événements d'un coup
  { lang: 'fr', text: 'décale tout jeudi de 30 minutes', intent: 'move', ops: THURSDAY_LATER_30 },
  { lang: 'fr', text: 'annule tout demain soir', intent: 'delete', ops: TOMORROW_EVENING_CANCELLED },
  { lang: 'fr', text: 'supprime tous les cours de piano la semaine prochaine', intent: 'delete', ops: NEXT_WEEK_PIANO_CANCELLED },
  { lang: 'fr', text: 'déplace tout de vendredi à samedi', intent: 'move', ops: FRIDAY_TO_SATURDAY },
  { lang: 'fr', text: "repousse tout ce soir d'une heure", intent: 'move', ops: TONIGHT_LATER_60 },
  // Aucun mot de temps ou de verbe dans un titre
  {
    lang: 'fr',
    text: 'à partir de demain, écoute en anglais tous les soirs à 21h',
    intent: 'repeat',
    ops: [add('Écoute en anglais', 3, 'study', '2026-03-12T21:00', '2026-03-12T22:00', { rrule: 'FREQ=DAILY' })],
  },
]
