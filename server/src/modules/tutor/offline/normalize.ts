/**
 * Turns what students type into plain ASCII maths the lexer understands: superscripts, full-width
 * characters, Chinese punctuation and a few Chinese maths words. Words are left alone: the lexer and
 * the recogniser decide what is text.
 */

const SUPERSCRIPT: Record<string, string> = {
  '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-',
}
const VULGAR: Record<string, string> = {
  '½': '1/2', '⅓': '1/3', '⅔': '2/3', '¼': '1/4', '¾': '3/4', '⅕': '1/5', '⅖': '2/5', '⅗': '3/5', '⅘': '4/5',
  '⅙': '1/6', '⅚': '5/6', '⅛': '1/8', '⅜': '3/8', '⅝': '5/8', '⅞': '7/8',
}
const NUMBER = String.raw`\d+(?:\.\d+)?`

export function normalize(input: string): string {
  let s = input
    // Before NFKC, which would turn x² into x2 and ½ into 1⁄2.
    .replace(/[⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (m) => `^(${[...m].map((c) => SUPERSCRIPT[c]).join('')})`)
    // log₂x is log base 2 of x; elsewhere (x₁ = 2) the index never matters to us.
    .replace(/log\s*([₀-₉]+)/g, (_, d: string) => `log_${[...d].map((c) => String(c.charCodeAt(0) - 0x2080)).join('')} `)
    .replace(/[₀-₉]/g, '')
    .replace(/[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/g, (m) => `(${VULGAR[m]})`)
    // NFKC would make the Spanish ordinal 30º an "o".
    .replace(/[º˚]/g, '°')
    .normalize('NFKC')
  s = s
    .replace(/[−–—‐‑]/g, '-')
    .replace(/[·⋅∙•✕✖]/g, '×')
    .replace(/[∕⁄]/g, '/')
    .replace(/、/g, ',')
    .replace(/。/g, ' . ')
    .replace(/[“”«»]/g, '"')
    .replace(/[’‘′]/g, "'")
    .replace(/\*\*/g, '^')
    .replace(/π/g, 'pi')
    .replace(/≈/g, '=')
    .replace(/<=|=<|≦|⩽/g, '≤')
    .replace(/>=|=>|≧|⩾/g, '≥')
    .replace(/!=|=\/=|<>/g, '≠')
    // Mixed numbers: 2又1/2 and 2 1/2 are 2 + 1/2 (never 2 × 1/2), kept together in brackets.
    .replace(/(?<![\d.,)^/*])(\d+)\s*又\s*(\d+)\s*\/\s*(\d+)(?![\d.])/g, '($1+$2/$3)')
    // Not after a label ("exercise 3 1/2 + 1/4" is exercise 3) or inside an expression (2 × 3 1/2 is).
    .replace(/(?<![\d.,)^/*]\s*|(?:page|exercise|exercice|ejercicio|question|problem|probl[eè]me|problema|no\.?|n°|#|第)\s*)(\d+) +(\d+)\s*\/\s*(\d+)(?![\d.^])/gi, '($1+$2/$3)')
  s = chineseMaths(powersInWords(s))
  return s.replace(/[ \t\u00a0]+/g, ' ').trim()
}

/**
 * "2 to the power of 10", "2 to the 10th power", "2 à la puissance 10", "2 elevado a (la) 10":
 * a whole-number exponent after a number, a letter or a bracket becomes ^. Only those words: "raised
 * by 10 %" is a percentage, "elevado al cuadrado" is read as a word (squared).
 */
const POWER_WORDS = String.raw`(?:raised to the power of|raised to the power|to the power of|to the power|à la puissance|a la puissance|puissance|elevado a la|elevado a|elevada a la|elevada a)`
function powersInWords(s: string): string {
  return s
    .replace(new RegExp(String.raw`(\d|\)|\b[a-z])\s+${POWER_WORDS}\s+(\d+)(?:st|nd|rd|th|e|ème|ª)?(?![\w.]|,\d)`, 'gi'), '$1^$2')
    .replace(/(\d|\)|\b[a-z])\s+to the\s+(\d+)(?:st|nd|rd|th)\s+power\b/gi, '$1^$2')
}

const DIGIT: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 }
/** 八 → 80, 七五 → 75, 8.5 → 85, 85 → 85. */
function paidPercent(r: string): string {
  if (/^[一二三四五六七八九]+$/.test(r)) return String([...r].reduce((n, ch, i) => n + DIGIT[ch] * (i === 0 ? 10 : 1), 0))
  return String(r.length === 2 && !r.includes('.') ? Number(r) : Math.round(Number(r) * 10))
}

function chineseMaths(s: string): string {
  const between = (word: string) => new RegExp(`(${NUMBER}|\\))\\s*(?:${word})\\s*(?=[\\d(])`, 'g')
  return (
    s
      // 打八折 is "pay 80 %", 打七五折 75 %, 打8.5折 85 %: the rate paid, read as 打折 80%.
      .replace(/(?:打|按)\s*([一二三四五六七八九]{1,2}|\d(?:\.\d)?|\d\d)\s*折/g, (_, r: string) => `打折${paidPercent(r)}%`)
      .replace(/百分之\s*/g, 'PCT:')
      .replace(new RegExp(`PCT:(${NUMBER})`, 'g'), '$1%')
      .replace(/PCT:/g, '百分之')
      // "3分之2" is 2/3: the denominator comes first in Chinese.
      .replace(new RegExp(`(${NUMBER})\\s*分之\\s*(${NUMBER})`, 'g'), '($2/$1)')
      .replace(/的?\s*平方(?!根|米|厘米|公里|千米|分米|差|和|公式)/g, '^2')
      // 联立方程 (a system) holds 立方 (cubed) by accident.
      .replace(/(?<![联聯])的?\s*立方(?!根|米|厘米|分米)/g, '^3')
      .replace(/的\s*(\d+)\s*次方/g, '^$1')
      .replace(/(\d|\)|[a-z])\s*(\d+)\s*次方/g, '$1^$2')
      .replace(/根号\s*/g, '√')
      .replace(between('加上|加'), '$1+')
      .replace(between('减去|減去|减|減'), '$1-')
      .replace(between('乘以|乘'), '$1×')
      .replace(between('除以'), '$1÷')
  )
}

/**
 * Decimal commas (French and Spanish write 12,5). A comma between digits with no space is a decimal
 * separator unless it separates two equations ("x+y=5,x-y=1") or groups thousands in English.
 */
export function decimalCommas(s: string, thousandsAllowed: boolean): string {
  const pieces = s.split(/(\d,\d)/)
  if (pieces.length === 1) return s
  let out = ''
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]
    if (i % 2 === 0) {
      out += piece
      continue
    }
    const after = pieces[i + 1] ?? ''
    const groupOfThree = /^\d\d(?!\d)/.test(after) && !/^\d\d\.\d/.test(after)
    if (thousandsAllowed && groupOfThree) {
      out += piece.replace(',', '')
      continue
    }
    // An equation on both sides of the comma means it separates equations.
    const beforeEq = /=[^,;=]*$/.test(out + piece[0])
    const afterEq = /^[^,;]*=/.test(piece[2] + after)
    out += beforeEq && afterEq ? piece : piece.replace(',', '.')
  }
  return out
}
