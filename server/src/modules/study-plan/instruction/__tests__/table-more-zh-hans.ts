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

/** Issue 12's kinds in Simplified Chinese (see table-more-en.ts). 现在：2026年3月11日（周三）上午10:30。 */
export const ZH_HANS_MORE: Row[] = [
  // 相对时间
  { lang: 'zh-Hans', text: '二十分钟后复习物理', intent: 'add', ops: [add('复习物理', 4, 'study', '2026-03-11T10:50', '2026-03-11T11:50')] },
  { lang: 'zh-Hans', text: '半小时后背单词', intent: 'add', ops: [add('背单词', 3, 'study', '2026-03-11T11:00', '2026-03-11T12:00')] },
  { lang: 'zh-Hans', text: '一个半小时后做数学作业', intent: 'add', ops: [add('做数学作业', 2, 'study', '2026-03-11T12:00', '2026-03-11T13:00')] },
  { lang: 'zh-Hans', text: '一刻钟后读英语', intent: 'add', ops: [add('读英语', 3, 'study', '2026-03-11T10:45', '2026-03-11T11:45')] },
  { lang: 'zh-Hans', text: '两小时后化学练习40分钟', intent: 'add', ops: [add('化学练习', 5, 'study', '2026-03-11T12:30', '2026-03-11T13:10')] },
  { lang: 'zh-Hans', text: '三天后上午9点历史考试', intent: 'add', ops: [add('历史考试', 7, 'exam', '2026-03-14T09:00', '2026-03-14T10:00')] },
  { lang: 'zh-Hans', text: '90分钟后英语听力', intent: 'add', ops: [add('英语听力', 3, 'study', '2026-03-11T12:00', '2026-03-11T13:00')] },
  { lang: 'zh-Hans', text: '过十分钟提醒我复习生物', intent: 'add', ops: [add('复习生物', 6, 'study', '2026-03-11T10:40', '2026-03-11T11:40')] },
  { lang: 'zh-Hans', text: '两天后有什么安排？', intent: 'list', range: ['2026-03-13T00:00', '2026-03-14T00:00'] },
  { lang: 'zh-Hans', text: '后天有什么安排？', intent: 'list', range: ['2026-03-13T00:00', '2026-03-14T00:00'] },
  // 整个习惯
  { lang: 'zh-Hans', text: '每天练字改到晚上八点半', intent: 'move', ops: CALLIGRAPHY_EVERY_DAY_2030 },
  { lang: 'zh-Hans', text: '以后阅读都改到晚上九点半', intent: 'move', ops: readingEveryDayAt('21:30', '22:00') },
  { lang: 'zh-Hans', text: '所有钢琴课都改到晚上7点', intent: 'move', ops: pianoAlwaysAt('19:00', '20:00') },
  { lang: 'zh-Hans', text: '从现在起每个工作日背单词改到早上6点45', intent: 'move', ops: VOCAB_WEEKDAYS_0645 },
  { lang: 'zh-Hans', text: '每天的阅读提前半小时', intent: 'move', ops: readingEveryDayAt('20:30', '21:00') },
  // 只改一次
  { lang: 'zh-Hans', text: '今天的阅读改到晚上10点', intent: 'move', ops: [move('reading', '2026-03-11T21:00', '2026-03-11T22:00', '2026-03-11T22:30')] },
  { lang: 'zh-Hans', text: '把下周一的钢琴课改到下午5点', intent: 'move', ops: [move('piano', '2026-03-16T18:00', '2026-03-16T17:00', '2026-03-16T18:00')] },
  { lang: 'zh-Hans', text: '今晚的练字改到9点', intent: 'move', ops: [move('callig', '2026-03-11T20:00', '2026-03-11T21:00', '2026-03-11T21:30')] },
  // 真正有歧义：两种都给
  { lang: 'zh-Hans', text: '取消阅读', intent: 'delete', ...READING_CANCELLED },
  { lang: 'zh-Hans', text: '阅读推迟半小时', intent: 'move', ...READING_LATER_30 },
  { lang: 'zh-Hans', text: '化学课改到周五', intent: 'move', ...CHEMISTRY_TO_FRIDAY },
  { lang: 'zh-Hans', text: '钢琴课改到晚上8点', intent: 'move', ...PIANO_AT_8PM },
  // 这次及以后
  { lang: 'zh-Hans', text: '从下周开始钢琴课改到晚上7点', intent: 'move', ops: [moveFollowing('piano', '2026-03-16T18:00', '2026-03-16T19:00', '2026-03-16T20:00')] },
  { lang: 'zh-Hans', text: '从下周一起取消阅读', intent: 'delete', ops: [del('reading', '2026-03-16T21:00', 'following')] },
  { lang: 'zh-Hans', text: '这周四及以后的化学课都改到下午3点', intent: 'move', ops: [moveFollowing('chem', '2026-03-12T14:00', '2026-03-12T15:00', '2026-03-12T16:00')] },
  // 把已有的安排放到别的时间：移动，不是新建
  { lang: 'zh-Hans', text: '把物理复习放到周五晚上7点', intent: 'move', ops: [move('phys-rev', null, '2026-03-13T19:00', '2026-03-13T20:00')] },
  { lang: 'zh-Hans', text: '把数学复习放在周日上午', intent: 'move', ops: [move('maths-rev', null, '2026-03-15T09:00', '2026-03-15T11:00')] },
  { lang: 'zh-Hans', text: '物理复习改到晚上8点', intent: 'move', ops: [move('phys-rev', null, '2026-03-12T20:00', '2026-03-12T21:00')] },
  { lang: 'zh-Hans', text: '把生物考试改到上午11点', intent: 'move', ops: [move('bio-exam', null, '2026-03-16T11:00', '2026-03-16T12:30')] },
  // 中英混合
  { lang: 'zh-Hans', text: '明天下午4pm physics复习', intent: 'add', ops: [add('physics复习', 4, 'study', '2026-03-12T16:00', '2026-03-12T17:00')] },
  { lang: 'zh-Hans', text: '删除明天的chemistry', intent: 'delete', ops: [del('chem', '2026-03-12T14:00')] },
  { lang: 'zh-Hans', text: '把周五的maths改到周六3pm', intent: 'move', ops: [move('maths-fri', null, '2026-03-14T15:00', '2026-03-14T16:00')] },
  { lang: 'zh-Hans', text: '周六上午10:00 English口语', intent: 'add', ops: [add('English口语', 3, 'study', '2026-03-14T10:00', '2026-03-14T11:00')] },
  // 空格、全角、语气词
  { lang: 'zh-Hans', text: '删除 明天 的 物理', intent: 'delete', ops: [del('phys-rev', null)] },
  { lang: 'zh-Hans', text: '明天下午３点复习化学', intent: 'add', ops: [add('复习化学', 5, 'study', '2026-03-12T15:00', '2026-03-12T16:00')] },
  { lang: 'zh-Hans', text: '删掉明天的化学课吧', intent: 'delete', ops: [del('chem', '2026-03-12T14:00')] },
  // 不可能的日期和时间
  clarify('zh-Hans', '4月31日数学考试', 'add'),
  clarify('zh-Hans', '明天26点复习物理', 'add'),
  clarify('zh-Hans', '每0周练钢琴', 'repeat'),
  clarify('zh-Hans', '2月30日上午9点历史考试', 'add'),
  clarify('zh-Hans', '把数学课改到25点', 'move'),
  // 批量修改
  { lang: 'zh-Hans', text: '把周四的所有安排推迟半小时', intent: 'move', ops: THURSDAY_LATER_30 },
  { lang: 'zh-Hans', text: '取消明天晚上的所有安排', intent: 'delete', ops: TOMORROW_EVENING_CANCELLED },
  { lang: 'zh-Hans', text: '下周的钢琴课都取消', intent: 'delete', ops: NEXT_WEEK_PIANO_CANCELLED },
  { lang: 'zh-Hans', text: '把周五的安排全部挪到周六', intent: 'move', ops: FRIDAY_TO_SATURDAY },
  { lang: 'zh-Hans', text: '今晚的安排都往后推一小时', intent: 'move', ops: TONIGHT_LATER_60 },
  // 标题里不留时间词或动词
  {
    lang: 'zh-Hans',
    text: '从明天开始每天晚上9点练习听力',
    intent: 'repeat',
    ops: [add('练习听力', null, 'study', '2026-03-12T21:00', '2026-03-12T22:00', { rrule: 'FREQ=DAILY' })],
  },
  { lang: 'zh-Hans', text: '删除下周日的化学', intent: 'delete', ops: [] },
]
