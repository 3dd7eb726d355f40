import { add, allDay, type Row } from './fixture'

/**
 * Written BEFORE the fixes (now: Wednesday 11 March 2026, 10:30 local). Two misreads of everyday
 * sentences: Chinese words that contain a digit character (一起 together, 一定 surely, 一般 usually,
 * 一点儿 a little, 三角 triangle) cut by the day and clock readers ("周三一起" read as Wednesday
 * and a stray 一, "三点一起" as 15:01), while real days and times next to them must still read; and
 * a new event about no course, no study word and no class or exam (calling mum, the dentist, a
 * dinner, a birthday) made a study block, where it is kind "other".
 */
export const EVERYDAY_WORDS: Row[] = [
  // Words with a digit character survive in titles; the day or time next to them still reads.
  { lang: 'zh-Hans', text: '周五下午三点一起复习物理', intent: 'add', ops: [add('一起复习物理', 4, 'study', '2026-03-13T15:00', '2026-03-13T16:00')] },
  { lang: 'zh-Hant', text: '週五下午三點一起複習物理', intent: 'add', ops: [add('一起複習物理', 4, 'study', '2026-03-13T15:00', '2026-03-13T16:00')] },
  { lang: 'zh-Hans', text: '下周一一起背单词', intent: 'add', ops: [allDay('一起背单词', 3, 'study', '2026-03-16')] },
  { lang: 'zh-Hans', text: '星期一下午两点一起打篮球', intent: 'add', ops: [add('一起打篮球', null, 'other', '2026-03-16T14:00', '2026-03-16T15:00')] },
  { lang: 'zh-Hans', text: '今晚八点一定要复习化学', intent: 'add', ops: [add('一定要复习化学', 5, 'study', '2026-03-11T20:00', '2026-03-11T21:00')] },
  { lang: 'zh-Hans', text: '周四晚上七点一般先做数学作业', intent: 'add', ops: [add('一般先做数学作业', 2, 'study', '2026-03-12T19:00', '2026-03-12T20:00')] },
  { lang: 'zh-Hans', text: '明天下午一点练一点儿书法', intent: 'add', ops: [add('练一点儿书法', null, 'study', '2026-03-12T13:00', '2026-03-12T14:00')] },
  { lang: 'zh-Hans', text: '周六上午九点和同学一起看书', intent: 'add', ops: [add('同学一起看书', null, 'study', '2026-03-14T09:00', '2026-03-14T10:00')] },
  { lang: 'zh-Hans', text: '周日上午十点复习三角函数', intent: 'add', ops: [add('复习三角函数', null, 'study', '2026-03-15T10:00', '2026-03-15T11:00')] },
  { lang: 'zh-Hans', text: '周一下午一起复习', intent: 'add', ops: [add('一起复习', null, 'study', '2026-03-16T15:00', '2026-03-16T16:00')] },

  // No course, no study word, no class or exam: kind "other".
  { lang: 'fr', text: 'appeler maman à 18h', intent: 'add', ops: [add('Appeler maman', null, 'other', '2026-03-11T18:00', '2026-03-11T19:00')] },
  { lang: 'es', text: 'llamar a mamá a las 6', intent: 'add', ops: [add('Llamar a mamá', null, 'other', '2026-03-11T18:00', '2026-03-11T19:00')] },
  { lang: 'zh-Hans', text: '明天下午六点给妈妈打电话', intent: 'add', ops: [add('给妈妈打电话', null, 'other', '2026-03-12T18:00', '2026-03-12T19:00')] },
  { lang: 'zh-Hant', text: '明天晚上七點去看牙醫', intent: 'add', ops: [add('看牙醫', null, 'other', '2026-03-12T19:00', '2026-03-12T20:00')] },
  { lang: 'en', text: 'dentist tomorrow at 4pm', intent: 'add', ops: [add('Dentist', null, 'other', '2026-03-12T16:00', '2026-03-12T17:00')] },
  { lang: 'fr', text: 'dîner chez mamie vendredi à 19h', intent: 'add', ops: [add('Dîner chez mamie', null, 'other', '2026-03-13T19:00', '2026-03-13T20:00')] },
  { lang: 'es', text: 'cumpleaños de Lucía el sábado a las 5 de la tarde', intent: 'add', ops: [add('Cumpleaños de Lucía', null, 'other', '2026-03-14T17:00', '2026-03-14T18:00')] },
  // A study word, a course or a class word keeps its kind.
  { lang: 'en', text: 'study with Tom tomorrow at 5pm', intent: 'add', ops: [add('Study with Tom', null, 'study', '2026-03-12T17:00', '2026-03-12T18:00')] },
  { lang: 'es', text: 'estudiar con Ana mañana a las 5 de la tarde', intent: 'add', ops: [add('Estudiar con Ana', null, 'study', '2026-03-12T17:00', '2026-03-12T18:00')] },
  { lang: 'en', text: 'physics with Tom tomorrow at 5pm', intent: 'add', ops: [add('Physics with Tom', 4, 'study', '2026-03-12T17:00', '2026-03-12T18:00')] },
]
