import { add, clarify, del, move, moveSeries, type ExpectedOp, type Row } from './fixture'

/**
 * A held-out set for issue 12's kinds, 16 rows per language, written after the parser work was
 * done and run once; the parser is never changed for these rows (a miss stays a miss and is
 * reported). Now: Wednesday 11 March 2026, 10:30 local.
 */

const FRIDAY_LATER_60: ExpectedOp[] = [
  move('vocab', '2026-03-13T07:00', '2026-03-13T08:00', '2026-03-13T08:30'),
  move('maths-fri', null, '2026-03-13T11:00', '2026-03-13T12:00'),
  move('callig', '2026-03-13T20:00', '2026-03-13T21:00', '2026-03-13T21:30'),
  move('reading', '2026-03-13T21:00', '2026-03-13T22:00', '2026-03-13T22:30'),
]
const SATURDAY_EVENING_CANCELLED: ExpectedOp[] = [del('callig', '2026-03-14T20:00'), del('reading', '2026-03-14T21:00')]
const CALLIG_AT_21 = [moveSeries('callig', '2026-03-11T20:00', '2026-03-11T21:00', '2026-03-11T21:30')]
const PIANO_AT_1830 = [moveSeries('piano', '2026-03-11T18:00', '2026-03-11T18:30', '2026-03-11T19:30')]
const TOMORROW_READING_22 = [move('reading', '2026-03-12T21:00', '2026-03-12T22:00', '2026-03-12T22:30')]
const CALLIG_CANCELLED = { ops: [del('callig', '2026-03-11T20:00')], alt: [del('callig', null, 'series')] }
const PIANO_FROM_NEXT_WEEK_CANCELLED = [del('piano', '2026-03-16T18:00', 'following')]
const ESSAY_TO_SUNDAY = [move('hist-essay', null, '2026-03-15T00:00', '2026-03-16T00:00')]
const TOMORROW_CHEMISTRY_CANCELLED = [del('chem', '2026-03-12T14:00')]
const FRIDAY: [string, string] = ['2026-03-13T00:00', '2026-03-14T00:00']
const TOMORROW_EVENING: [string, string] = ['2026-03-12T18:00', '2026-03-13T00:00']

export const FRESH: Row[] = [
  { lang: 'en', text: 'chemistry homework in 40 minutes', intent: 'add', ops: [add('Chemistry homework', 5, 'study', '2026-03-11T11:10', '2026-03-11T12:10')] },
  { lang: 'en', text: 'in 3 hours revise history for an hour', intent: 'add', ops: [add('Revise history', 7, 'study', '2026-03-11T13:30', '2026-03-11T14:30')] },
  { lang: 'en', text: "what's on the day after tomorrow?", intent: 'list', range: FRIDAY },
  { lang: 'en', text: 'from now on my calligraphy is at 9pm', intent: 'move', ops: CALLIG_AT_21 },
  { lang: 'en', text: 'move every piano lesson to 6:30pm', intent: 'move', ops: PIANO_AT_1830 },
  { lang: 'en', text: "move tomorrow's reading to 10pm", intent: 'move', ops: TOMORROW_READING_22 },
  { lang: 'en', text: 'cancel calligraphy', intent: 'delete', ...CALLIG_CANCELLED },
  { lang: 'en', text: 'cancel piano from next week on', intent: 'delete', ops: PIANO_FROM_NEXT_WEEK_CANCELLED },
  { lang: 'en', text: 'put the history essay on Sunday', intent: 'move', ops: ESSAY_TO_SUNDAY },
  { lang: 'en', text: 'delete physcs revision', intent: 'delete', ops: [del('phys-rev', null)] },
  clarify('en', 'physics test on June 31', 'add'),
  clarify('en', 'read at 24:30', 'add'),
  { lang: 'en', text: 'push everything on Friday back an hour', intent: 'move', ops: FRIDAY_LATER_60 },
  { lang: 'en', text: 'cancel everything on Saturday evening', intent: 'delete', ops: SATURDAY_EVENING_CANCELLED },
  { lang: 'en', text: 'delete the 化学 class tomorrow', intent: 'delete', ops: TOMORROW_CHEMISTRY_CANCELLED },
  { lang: 'en', text: 'what do I have tomorow evening?', intent: 'list', range: TOMORROW_EVENING },

  { lang: 'fr', text: 'devoirs de chimie dans 40 minutes', intent: 'add', ops: [add('Devoirs de chimie', 5, 'study', '2026-03-11T11:10', '2026-03-11T12:10')] },
  { lang: 'fr', text: "dans trois heures révision d'histoire pendant une heure", intent: 'add', ops: [add("Révision d'histoire", 7, 'study', '2026-03-11T13:30', '2026-03-11T14:30')] },
  { lang: 'fr', text: "qu'est-ce que j'ai après-demain ?", intent: 'list', range: FRIDAY },
  { lang: 'fr', text: 'désormais la calligraphie à 21h', intent: 'move', ops: CALLIG_AT_21 },
  { lang: 'fr', text: 'déplace tous les cours de piano à 18h30', intent: 'move', ops: PIANO_AT_1830 },
  { lang: 'fr', text: 'déplace la lecture de demain à 22h', intent: 'move', ops: TOMORROW_READING_22 },
  { lang: 'fr', text: 'annule la calligraphie', intent: 'delete', ...CALLIG_CANCELLED },
  { lang: 'fr', text: 'annule le piano à partir de la semaine prochaine', intent: 'delete', ops: PIANO_FROM_NEXT_WEEK_CANCELLED },
  { lang: 'fr', text: "mets la dissertation d'histoire à dimanche", intent: 'move', ops: ESSAY_TO_SUNDAY },
  { lang: 'fr', text: 'supprime la révision de physiqe', intent: 'delete', ops: [del('phys-rev', null)] },
  clarify('fr', 'contrôle de physique le 31 juin', 'add'),
  clarify('fr', 'lecture à 24h30', 'add'),
  { lang: 'fr', text: "décale tout vendredi d'une heure", intent: 'move', ops: FRIDAY_LATER_60 },
  { lang: 'fr', text: 'annule tout samedi soir', intent: 'delete', ops: SATURDAY_EVENING_CANCELLED },
  { lang: 'fr', text: 'supprime le 化学 de demain', intent: 'delete', ops: TOMORROW_CHEMISTRY_CANCELLED },
  { lang: 'fr', text: "qu'est-ce que j'ai demain soir ?", intent: 'list', range: TOMORROW_EVENING },

  { lang: 'es', text: 'deberes de química en 40 minutos', intent: 'add', ops: [add('Deberes de química', 5, 'study', '2026-03-11T11:10', '2026-03-11T12:10')] },
  { lang: 'es', text: 'dentro de tres horas repasar historia durante una hora', intent: 'add', ops: [add('Repasar historia', 7, 'study', '2026-03-11T13:30', '2026-03-11T14:30')] },
  { lang: 'es', text: '¿qué tengo pasado mañana?', intent: 'list', range: FRIDAY },
  { lang: 'es', text: 'a partir de ahora la caligrafía a las 21:00', intent: 'move', ops: CALLIG_AT_21 },
  { lang: 'es', text: 'mueve todas las clases de piano a las 18:30', intent: 'move', ops: PIANO_AT_1830 },
  { lang: 'es', text: 'mueve la lectura de mañana a las 22:00', intent: 'move', ops: TOMORROW_READING_22 },
  { lang: 'es', text: 'cancela la caligrafía', intent: 'delete', ...CALLIG_CANCELLED },
  { lang: 'es', text: 'cancela el piano a partir de la semana que viene', intent: 'delete', ops: PIANO_FROM_NEXT_WEEK_CANCELLED },
  { lang: 'es', text: 'pon el ensayo de historia el domingo', intent: 'move', ops: ESSAY_TO_SUNDAY },
  { lang: 'es', text: 'borra la revision de fisca', intent: 'delete', ops: [del('phys-rev', null)] },
  clarify('es', 'examen de física el 31 de junio', 'add'),
  clarify('es', 'leer a las 24:30', 'add'),
  { lang: 'es', text: 'retrasa todo lo del viernes una hora', intent: 'move', ops: FRIDAY_LATER_60 },
  { lang: 'es', text: 'cancela todo el sábado por la noche', intent: 'delete', ops: SATURDAY_EVENING_CANCELLED },
  { lang: 'es', text: 'borra el 化学 de mañana', intent: 'delete', ops: TOMORROW_CHEMISTRY_CANCELLED },
  { lang: 'es', text: '¿qué tengo mañana por la noche?', intent: 'list', range: TOMORROW_EVENING },

  { lang: 'zh-Hans', text: '四十分钟后做化学作业', intent: 'add', ops: [add('做化学作业', 5, 'study', '2026-03-11T11:10', '2026-03-11T12:10')] },
  { lang: 'zh-Hans', text: '三个小时后复习历史一小时', intent: 'add', ops: [add('复习历史', 7, 'study', '2026-03-11T13:30', '2026-03-11T14:30')] },
  { lang: 'zh-Hans', text: '大后天有什么安排？', intent: 'list', range: ['2026-03-14T00:00', '2026-03-15T00:00'] },
  { lang: 'zh-Hans', text: '以后练字都改到晚上9点', intent: 'move', ops: CALLIG_AT_21 },
  { lang: 'zh-Hans', text: '所有钢琴课改到晚上六点半', intent: 'move', ops: PIANO_AT_1830 },
  { lang: 'zh-Hans', text: '明天的阅读改到晚上十点', intent: 'move', ops: TOMORROW_READING_22 },
  { lang: 'zh-Hans', text: '取消练字', intent: 'delete', ...CALLIG_CANCELLED },
  { lang: 'zh-Hans', text: '从下周起取消钢琴课', intent: 'delete', ops: PIANO_FROM_NEXT_WEEK_CANCELLED },
  { lang: 'zh-Hans', text: '把历史论文放到周日', intent: 'move', ops: ESSAY_TO_SUNDAY },
  { lang: 'zh-Hans', text: '删掉明天的chem', intent: 'delete', ops: TOMORROW_CHEMISTRY_CANCELLED },
  clarify('zh-Hans', '6月31日物理考试', 'add'),
  clarify('zh-Hans', '明天24点半读书', 'add'),
  { lang: 'zh-Hans', text: '把周五的所有安排推迟一小时', intent: 'move', ops: FRIDAY_LATER_60 },
  { lang: 'zh-Hans', text: '取消周六晚上的所有安排', intent: 'delete', ops: SATURDAY_EVENING_CANCELLED },
  { lang: 'zh-Hans', text: '删除明天的chemistry class', intent: 'delete', ops: TOMORROW_CHEMISTRY_CANCELLED },
  { lang: 'zh-Hans', text: '明天晚上有什么安排？', intent: 'list', range: TOMORROW_EVENING },

  { lang: 'zh-Hant', text: '四十分鐘後做化學作業', intent: 'add', ops: [add('做化學作業', 5, 'study', '2026-03-11T11:10', '2026-03-11T12:10')] },
  { lang: 'zh-Hant', text: '三個小時後複習歷史一小時', intent: 'add', ops: [add('複習歷史', 7, 'study', '2026-03-11T13:30', '2026-03-11T14:30')] },
  { lang: 'zh-Hant', text: '大後天有什麼安排？', intent: 'list', range: ['2026-03-14T00:00', '2026-03-15T00:00'] },
  { lang: 'zh-Hant', text: '以後練字都改到晚上九點', intent: 'move', ops: CALLIG_AT_21 },
  { lang: 'zh-Hant', text: '所有鋼琴課改到晚上六點半', intent: 'move', ops: PIANO_AT_1830 },
  { lang: 'zh-Hant', text: '明天的閱讀改到晚上十點', intent: 'move', ops: TOMORROW_READING_22 },
  { lang: 'zh-Hant', text: '取消練字', intent: 'delete', ...CALLIG_CANCELLED },
  { lang: 'zh-Hant', text: '從下週起取消鋼琴課', intent: 'delete', ops: PIANO_FROM_NEXT_WEEK_CANCELLED },
  { lang: 'zh-Hant', text: '把歷史論文放到週日', intent: 'move', ops: ESSAY_TO_SUNDAY },
  { lang: 'zh-Hant', text: '刪掉明天的chem', intent: 'delete', ops: TOMORROW_CHEMISTRY_CANCELLED },
  clarify('zh-Hant', '6月31日物理考試', 'add'),
  clarify('zh-Hant', '明天24點半讀書', 'add'),
  { lang: 'zh-Hant', text: '把週五的所有安排延後一小時', intent: 'move', ops: FRIDAY_LATER_60 },
  { lang: 'zh-Hant', text: '取消週六晚上的所有行程', intent: 'delete', ops: SATURDAY_EVENING_CANCELLED },
  { lang: 'zh-Hant', text: '刪除明天的chemistry class', intent: 'delete', ops: TOMORROW_CHEMISTRY_CANCELLED },
  { lang: 'zh-Hant', text: '明天晚上有什麼安排？', intent: 'list', range: TOMORROW_EVENING },
]
