/**
 * Traditional and Simplified forms of the characters students type about a plan: detecting which
 * script an instruction is in, and matching an event titled in one script ("数学复习") by words
 * typed in the other ("數學複習"). Each pair is Simplified then Traditional.
 */
export const HAN_PAIRS =
  '这這个個们們时時间間点點后後会會东東学學习習课課数數语語划劃删刪复複题題说說读讀书書么麼还還开開关關' +
  '试試练練准準备備从從与與为為样樣体體历歷单單词詞礼禮钟鐘调調换換迟遲测測术術电電脑腦节節记記录錄钢鋼门門动動' +
  '运運篮籃长長两兩几幾场場乐樂没沒机機吗嗎种種业業周週帮幫请請发發写寫阅閱听聽译譯闲閒剧劇绘繪画畫现現' +
  '过過头頭号號将將补補导導辅輔验驗线線项項计計结結续續连連觉覺松鬆预預讲講别別给給让讓对對应應该該' +
  // Study things: 笔记 notes, 错题 mistakes, 页 pages, 练习册 workbook, 图书馆 library, 成绩 marks.
  '笔筆错錯页頁册冊纸紙难難图圖馆館网網绩績张張级級'

/** Characters written differently in Traditional only for some words (復習 and 複習 are both 复习). */
const EXTRA_TRADITIONAL: Record<string, string> = { 復: '复', 鍾: '钟' }

const TO_SIMPLIFIED = new Map<string, string>(Object.entries(EXTRA_TRADITIONAL))
for (let i = 0; i + 1 < HAN_PAIRS.length; i += 2) TO_SIMPLIFIED.set(HAN_PAIRS[i + 1], HAN_PAIRS[i])

/** One character in Simplified script (itself when it has no other form here). */
export const simplified = (ch: string): string => TO_SIMPLIFIED.get(ch) ?? ch

export const SIMPLIFIED_ONLY = new Set([...HAN_PAIRS].filter((_, i) => i % 2 === 0))
export const TRADITIONAL_ONLY = new Set([...HAN_PAIRS].filter((_, i) => i % 2 === 1).concat(['復']))
