import { add, allDay, del, move, NEXT_60_DAYS, type Row } from './fixture'

/**
 * Phrasings written after the parser, before running them, to measure how it does on text it was
 * not shaped around. Its accuracy is reported apart from the main table.
 */
export const HELD_OUT: Row[] = [
  { lang: 'en', text: 'Schedule English reading on Thursday at 5:30pm', intent: 'add', ops: [add('English reading', 3, 'study', '2026-03-12T17:30', '2026-03-12T18:30')] },
  { lang: 'en', text: 'chem homework at 4', intent: 'add', ops: [add('Chem homework', 5, 'study', '2026-03-11T16:00', '2026-03-11T17:00')] },
  { lang: 'en', text: 'I have a history test next Tuesday at 10am', intent: 'add', ops: [add('History test', 7, 'exam', '2026-03-17T10:00', '2026-03-17T11:00')] },
  { lang: 'en', text: 'nap tomorrow 1pm-2pm', intent: 'add', ops: [add('Nap', null, 'rest', '2026-03-12T13:00', '2026-03-12T14:00')] },
  {
    lang: 'en',
    text: 'practice guitar every Saturday at 11am',
    intent: 'repeat',
    ops: [add('Practice guitar', null, 'other', '2026-03-14T11:00', '2026-03-14T12:00', { rrule: 'FREQ=WEEKLY;BYDAY=SA' })],
  },
  {
    lang: 'en',
    text: 'revise biology every evening for 45 minutes',
    intent: 'repeat',
    ops: [add('Revise biology', 6, 'study', '2026-03-11T19:00', '2026-03-11T19:45', { rrule: 'FREQ=DAILY' })],
  },
  { lang: 'en', text: 'push the maths class on Friday to 2pm', intent: 'move', ops: [move('maths-fri', null, '2026-03-13T14:00', '2026-03-13T15:00')] },
  { lang: 'en', text: 'delete the piano lesson on Wednesday', intent: 'delete', ops: [del('piano', '2026-03-11T18:00')] },
  { lang: 'en', text: "what's planned for Saturday?", intent: 'list', range: ['2026-03-14T00:00', '2026-03-15T00:00'] },
  { lang: 'en', text: "when's my English test?", intent: 'question', range: NEXT_60_DAYS },
  { lang: 'en', text: 'is there anything on Sunday?', intent: 'list', range: ['2026-03-15T00:00', '2026-03-16T00:00'] },

  { lang: 'fr', text: 'mets un DS de physique lundi à 8h', intent: 'add', ops: [add('DS de physique', 4, 'exam', '2026-03-16T08:00', '2026-03-16T09:00')] },
  { lang: 'fr', text: 'révision de géo demain soir', intent: 'add', ops: [add('Révision de géo', 8, 'study', '2026-03-12T19:00', '2026-03-12T20:00')] },
  { lang: 'fr', text: 'sieste dimanche de 13h à 14h30', intent: 'add', ops: [add('Sieste', null, 'rest', '2026-03-15T13:00', '2026-03-15T14:30')] },
  {
    lang: 'fr',
    text: 'anglais tous les mercredis à 17h pendant 1h30',
    intent: 'repeat',
    ops: [add('Anglais', 3, 'study', '2026-03-11T17:00', '2026-03-11T18:30', { rrule: 'FREQ=WEEKLY;BYDAY=WE' })],
  },
  { lang: 'fr', text: 'tous les soirs à 21h lecture', intent: 'repeat', ops: [add('Lecture', null, 'study', '2026-03-11T21:00', '2026-03-11T22:00', { rrule: 'FREQ=DAILY' })] },
  { lang: 'fr', text: 'décale la révision de physique à samedi 10h', intent: 'move', ops: [move('phys-rev', null, '2026-03-14T10:00', '2026-03-14T11:00')] },
  { lang: 'fr', text: "avance l'examen de biologie d'une demi-heure", intent: 'move', ops: [move('bio-exam', null, '2026-03-16T08:30', '2026-03-16T10:00')] },
  { lang: 'fr', text: 'supprime le piano de ce soir', intent: 'delete', ops: [del('piano', '2026-03-11T18:00')] },
  { lang: 'fr', text: "j'ai quoi lundi ?", intent: 'list', range: ['2026-03-16T00:00', '2026-03-17T00:00'] },
  { lang: 'fr', text: 'est-ce que je suis libre dimanche après-midi ?', intent: 'question', range: ['2026-03-15T12:00', '2026-03-15T18:00'] },

  { lang: 'es', text: 'apunta examen de química el martes a las 9', intent: 'add', ops: [add('Examen de química', 5, 'exam', '2026-03-17T09:00', '2026-03-17T10:00')] },
  { lang: 'es', text: 'mañana por la noche repasar historia', intent: 'add', ops: [add('Repasar historia', 7, 'study', '2026-03-12T19:00', '2026-03-12T20:00')] },
  { lang: 'es', text: 'siesta el domingo de 14:00 a 15:00', intent: 'add', ops: [add('Siesta', null, 'rest', '2026-03-15T14:00', '2026-03-15T15:00')] },
  {
    lang: 'es',
    text: 'todos los sábados a las 11 clase de guitarra',
    intent: 'repeat',
    ops: [add('Clase de guitarra', null, 'class', '2026-03-14T11:00', '2026-03-14T12:00', { rrule: 'FREQ=WEEKLY;BYDAY=SA' })],
  },
  {
    lang: 'es',
    text: 'leer cada noche a las 22:00 durante media hora',
    intent: 'repeat',
    ops: [add('Leer', null, 'study', '2026-03-11T22:00', '2026-03-11T22:30', { rrule: 'FREQ=DAILY' })],
  },
  { lang: 'es', text: 'mueve el examen de inglés al jueves a las 10', intent: 'move', ops: [move('eng-test', null, '2026-03-12T10:00', '2026-03-12T11:30')] },
  { lang: 'es', text: 'adelanta la física de mañana media hora', intent: 'move', ops: [move('phys-rev', null, '2026-03-12T18:30', '2026-03-12T19:30')] },
  { lang: 'es', text: 'cancela la clase de química del jueves', intent: 'delete', ops: [del('chem', '2026-03-12T14:00')] },
  { lang: 'es', text: '¿qué hay mañana?', intent: 'list', range: ['2026-03-12T00:00', '2026-03-13T00:00'] },
  { lang: 'es', text: '¿a qué hora es el examen de biología?', intent: 'question', range: NEXT_60_DAYS },

  { lang: 'zh-Hans', text: '帮我安排周四晚上8点到9点半复习英语', intent: 'add', ops: [add('复习英语', 3, 'study', '2026-03-12T20:00', '2026-03-12T21:30')] },
  { lang: 'zh-Hans', text: '明早7点半晨读', intent: 'add', ops: [add('晨读', null, 'study', '2026-03-12T07:30', '2026-03-12T08:30')] },
  { lang: 'zh-Hans', text: '下周三数学月考', intent: 'add', ops: [allDay('数学月考', 2, 'exam', '2026-03-18')] },
  {
    lang: 'zh-Hans',
    text: '每周六上午9点到11点物理辅导',
    intent: 'repeat',
    ops: [add('物理辅导', 4, 'study', '2026-03-14T09:00', '2026-03-14T11:00', { rrule: 'FREQ=WEEKLY;BYDAY=SA' })],
  },
  {
    lang: 'zh-Hans',
    text: '每天晚上9点背单词20分钟，持续到4月30日',
    intent: 'repeat',
    ops: [add('背单词', 3, 'study', '2026-03-11T21:00', '2026-03-11T21:20', { rrule: 'FREQ=DAILY;UNTIL=@2026-04-30T23:59:59' })],
  },
  { lang: 'zh-Hans', text: '把明天的物理复习推迟到后天晚上8点', intent: 'move', ops: [move('phys-rev', null, '2026-03-13T20:00', '2026-03-13T21:00')] },
  { lang: 'zh-Hans', text: '数学课提前半小时', intent: 'move', ops: [move('maths-fri', null, '2026-03-13T09:30', '2026-03-13T10:30')] },
  { lang: 'zh-Hans', text: '把周日的午睡删掉', intent: 'delete', ops: [del('nap', null)] },
  { lang: 'zh-Hans', text: '周末有什么安排？', intent: 'list', range: ['2026-03-14T00:00', '2026-03-16T00:00'] },
  { lang: 'zh-Hans', text: '我下周一几点考试？', intent: 'question', range: ['2026-03-16T00:00', '2026-03-17T00:00'] },

  { lang: 'zh-Hant', text: '幫我安排週四晚上8點到9點半複習英文', intent: 'add', ops: [add('複習英文', 3, 'study', '2026-03-12T20:00', '2026-03-12T21:30')] },
  { lang: 'zh-Hant', text: '明早七點半晨讀', intent: 'add', ops: [add('晨讀', null, 'study', '2026-03-12T07:30', '2026-03-12T08:30')] },
  { lang: 'zh-Hant', text: '下週三數學月考', intent: 'add', ops: [allDay('數學月考', 2, 'exam', '2026-03-18')] },
  {
    lang: 'zh-Hant',
    text: '每週六上午九點到十一點物理家教',
    intent: 'repeat',
    ops: [add('物理家教', 4, 'study', '2026-03-14T09:00', '2026-03-14T11:00', { rrule: 'FREQ=WEEKLY;BYDAY=SA' })],
  },
  { lang: 'zh-Hant', text: '每天晚上九點背單字二十分鐘', intent: 'repeat', ops: [add('背單字', 3, 'study', '2026-03-11T21:00', '2026-03-11T21:20', { rrule: 'FREQ=DAILY' })] },
  { lang: 'zh-Hant', text: '把明天的物理複習延後到後天晚上八點', intent: 'move', ops: [move('phys-rev', null, '2026-03-13T20:00', '2026-03-13T21:00')] },
  { lang: 'zh-Hant', text: '數學課提前半小時', intent: 'move', ops: [move('maths-fri', null, '2026-03-13T09:30', '2026-03-13T10:30')] },
  { lang: 'zh-Hant', text: '把週日的午睡刪掉', intent: 'delete', ops: [del('nap', null)] },
  { lang: 'zh-Hant', text: '週末有什麼安排？', intent: 'list', range: ['2026-03-14T00:00', '2026-03-16T00:00'] },
  { lang: 'zh-Hant', text: '我下週一幾點考試？', intent: 'question', range: ['2026-03-16T00:00', '2026-03-17T00:00'] },
]
