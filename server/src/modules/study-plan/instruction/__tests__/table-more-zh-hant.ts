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

/** Issue 12's kinds in Traditional Chinese (see table-more-en.ts). 現在：2026年3月11日（週三）上午10:30。 */
export const ZH_HANT_MORE: Row[] = [
  // 相對時間
  { lang: 'zh-Hant', text: '二十分鐘後複習物理', intent: 'add', ops: [add('複習物理', 4, 'study', '2026-03-11T10:50', '2026-03-11T11:50')] },
  { lang: 'zh-Hant', text: '半小時後背單字', intent: 'add', ops: [add('背單字', 3, 'study', '2026-03-11T11:00', '2026-03-11T12:00')] },
  { lang: 'zh-Hant', text: '一個半小時後做數學作業', intent: 'add', ops: [add('做數學作業', 2, 'study', '2026-03-11T12:00', '2026-03-11T13:00')] },
  { lang: 'zh-Hant', text: '一刻鐘後讀英文', intent: 'add', ops: [add('讀英文', 3, 'study', '2026-03-11T10:45', '2026-03-11T11:45')] },
  { lang: 'zh-Hant', text: '兩小時後化學練習四十分鐘', intent: 'add', ops: [add('化學練習', 5, 'study', '2026-03-11T12:30', '2026-03-11T13:10')] },
  { lang: 'zh-Hant', text: '三天後上午九點歷史考試', intent: 'add', ops: [add('歷史考試', 7, 'exam', '2026-03-14T09:00', '2026-03-14T10:00')] },
  { lang: 'zh-Hant', text: '九十分鐘後英文聽力', intent: 'add', ops: [add('英文聽力', 3, 'study', '2026-03-11T12:00', '2026-03-11T13:00')] },
  { lang: 'zh-Hant', text: '過十分鐘提醒我複習生物', intent: 'add', ops: [add('複習生物', 6, 'study', '2026-03-11T10:40', '2026-03-11T11:40')] },
  { lang: 'zh-Hant', text: '兩天後有什麼安排？', intent: 'list', range: ['2026-03-13T00:00', '2026-03-14T00:00'] },
  { lang: 'zh-Hant', text: '後天有什麼安排？', intent: 'list', range: ['2026-03-13T00:00', '2026-03-14T00:00'] },
  // 整個習慣
  { lang: 'zh-Hant', text: '每天練字改到晚上八點半', intent: 'move', ops: CALLIGRAPHY_EVERY_DAY_2030 },
  { lang: 'zh-Hant', text: '以後閱讀都改到晚上九點半', intent: 'move', ops: readingEveryDayAt('21:30', '22:00') },
  { lang: 'zh-Hant', text: '所有鋼琴課都改到晚上七點', intent: 'move', ops: pianoAlwaysAt('19:00', '20:00') },
  { lang: 'zh-Hant', text: '從現在起每個工作日背單字改到早上六點四十五', intent: 'move', ops: VOCAB_WEEKDAYS_0645 },
  { lang: 'zh-Hant', text: '每天的閱讀提前半小時', intent: 'move', ops: readingEveryDayAt('20:30', '21:00') },
  // 只改一次
  { lang: 'zh-Hant', text: '今天的閱讀改到晚上十點', intent: 'move', ops: [move('reading', '2026-03-11T21:00', '2026-03-11T22:00', '2026-03-11T22:30')] },
  { lang: 'zh-Hant', text: '把下週一的鋼琴課改到下午五點', intent: 'move', ops: [move('piano', '2026-03-16T18:00', '2026-03-16T17:00', '2026-03-16T18:00')] },
  { lang: 'zh-Hant', text: '今晚的練字改到九點', intent: 'move', ops: [move('callig', '2026-03-11T20:00', '2026-03-11T21:00', '2026-03-11T21:30')] },
  // 真正有歧義：兩種都給
  { lang: 'zh-Hant', text: '取消閱讀', intent: 'delete', ...READING_CANCELLED },
  { lang: 'zh-Hant', text: '閱讀延後半小時', intent: 'move', ...READING_LATER_30 },
  { lang: 'zh-Hant', text: '化學課改到週五', intent: 'move', ...CHEMISTRY_TO_FRIDAY },
  { lang: 'zh-Hant', text: '鋼琴課改到晚上八點', intent: 'move', ...PIANO_AT_8PM },
  // 這次及以後
  { lang: 'zh-Hant', text: '從下週開始鋼琴課改到晚上七點', intent: 'move', ops: [moveFollowing('piano', '2026-03-16T18:00', '2026-03-16T19:00', '2026-03-16T20:00')] },
  { lang: 'zh-Hant', text: '從下週一起取消閱讀', intent: 'delete', ops: [del('reading', '2026-03-16T21:00', 'following')] },
  { lang: 'zh-Hant', text: '這週四及以後的化學課都改到下午三點', intent: 'move', ops: [moveFollowing('chem', '2026-03-12T14:00', '2026-03-12T15:00', '2026-03-12T16:00')] },
  // 把已有的安排放到別的時間：移動，不是新增
  { lang: 'zh-Hant', text: '把物理複習放到週五晚上七點', intent: 'move', ops: [move('phys-rev', null, '2026-03-13T19:00', '2026-03-13T20:00')] },
  { lang: 'zh-Hant', text: '把數學複習放在週日上午', intent: 'move', ops: [move('maths-rev', null, '2026-03-15T09:00', '2026-03-15T11:00')] },
  { lang: 'zh-Hant', text: '物理複習改到晚上八點', intent: 'move', ops: [move('phys-rev', null, '2026-03-12T20:00', '2026-03-12T21:00')] },
  { lang: 'zh-Hant', text: '把生物考試改到上午十一點', intent: 'move', ops: [move('bio-exam', null, '2026-03-16T11:00', '2026-03-16T12:30')] },
  // 中英混合
  { lang: 'zh-Hant', text: '明天下午4pm physics複習', intent: 'add', ops: [add('physics複習', 4, 'study', '2026-03-12T16:00', '2026-03-12T17:00')] },
  { lang: 'zh-Hant', text: '刪除明天的chemistry', intent: 'delete', ops: [del('chem', '2026-03-12T14:00')] },
  { lang: 'zh-Hant', text: '把週五的maths改到週六3pm', intent: 'move', ops: [move('maths-fri', null, '2026-03-14T15:00', '2026-03-14T16:00')] },
  { lang: 'zh-Hant', text: '週六上午10:00 English口說', intent: 'add', ops: [add('English口說', 3, 'study', '2026-03-14T10:00', '2026-03-14T11:00')] },
  // 空格、全形、語氣詞
  { lang: 'zh-Hant', text: '刪除 明天 的 物理', intent: 'delete', ops: [del('phys-rev', null)] },
  { lang: 'zh-Hant', text: '明天下午３點複習化學', intent: 'add', ops: [add('複習化學', 5, 'study', '2026-03-12T15:00', '2026-03-12T16:00')] },
  { lang: 'zh-Hant', text: '刪掉明天的化學課吧', intent: 'delete', ops: [del('chem', '2026-03-12T14:00')] },
  // 不可能的日期和時間
  clarify('zh-Hant', '4月31日數學考試', 'add'),
  clarify('zh-Hant', '明天26點複習物理', 'add'),
  clarify('zh-Hant', '每0週練鋼琴', 'repeat'),
  clarify('zh-Hant', '2月30日上午九點歷史考試', 'add'),
  clarify('zh-Hant', '把數學課改到25點', 'move'),
  // 批次修改
  { lang: 'zh-Hant', text: '把週四的所有安排延後半小時', intent: 'move', ops: THURSDAY_LATER_30 },
  { lang: 'zh-Hant', text: '明天晚上的安排全部刪掉', intent: 'delete', ops: TOMORROW_EVENING_CANCELLED },
  { lang: 'zh-Hant', text: '下週的鋼琴課都取消', intent: 'delete', ops: NEXT_WEEK_PIANO_CANCELLED },
  { lang: 'zh-Hant', text: '把週五的安排全部挪到週六', intent: 'move', ops: FRIDAY_TO_SATURDAY },
  { lang: 'zh-Hant', text: '今晚的安排都往後推一小時', intent: 'move', ops: TONIGHT_LATER_60 },
  // 標題裡不留時間詞或動詞
  {
    lang: 'zh-Hant',
    text: '從明天開始每天晚上九點練習聽力',
    intent: 'repeat',
    ops: [add('練習聽力', null, 'study', '2026-03-12T21:00', '2026-03-12T22:00', { rrule: 'FREQ=DAILY' })],
  },
  { lang: 'zh-Hant', text: '刪除下週日的化學', intent: 'delete', ops: [] },
]
