/**
 * Units and currencies on an answer ("30 €", "160元", "$32", "7.2 yuan", "x = 5 cm", "12 cm²"):
 * the number is read as it stands and the unit is kept aside, so the checker can ask whether it is
 * the question's own. A unit never changes the value: there are no conversions, "0.5 m" is not
 * 50 cm. Percent is not a unit here (claim.ts reads it as before). Text is the answer made plain
 * (lower case, LaTeX and Unicode gone: "cm²" is "cm^(2)", "45°" is "(45 deg)").
 */

/** Surface forms by canonical unit, five languages; the longest form is tried first. */
const SURFACES: Record<string, string[]> = {
  usd: ['usd', 'us$', 'dollars', 'dollar', 'dólares', 'dólar', '美元', '美金'],
  eur: ['€', 'eur', 'euros', 'euro', '欧元', '歐元'],
  cny: ['元', '块', '塊', '块钱', '塊錢', '元钱', '元錢', 'yuan', 'rmb', 'cny', '¥', '￥', '人民币', '人民幣'],
  gbp: ['£', 'gbp', 'pounds', 'pound', 'livres sterling', 'libras', '英镑', '英鎊'],
  km: ['km', 'kilometers', 'kilometer', 'kilometres', 'kilometre', 'kilomètres', 'kilomètre', 'kilómetros', 'kilómetro', '千米', '公里'],
  m: ['m', 'meters', 'meter', 'metres', 'metre', 'mètres', 'mètre', 'metros', 'metro', '米'],
  cm: ['cm', 'centimeters', 'centimeter', 'centimetres', 'centimetre', 'centimètres', 'centimètre', 'centímetros', 'centímetro', '厘米', '公分'],
  // An area or a volume is not a length: 15 cm² and 15 cm are different answers.
  m2: ['平方米'],
  m3: ['立方米'],
  cm2: ['平方厘米'],
  cm3: ['立方厘米'],
  mm: ['mm', 'millimeters', 'millimeter', 'millimetres', 'millimetre', 'millimètres', 'milímetros', '毫米'],
  kg: ['kg', 'kilograms', 'kilogram', 'kilogrammes', 'kilogramme', 'kilogramos', 'kilogramo', 'kilos', 'kilo', '千克', '公斤'],
  g: ['g', 'grams', 'gram', 'grammes', 'gramme', 'gramos', 'gramo', '克'],
  h: ['h', 'hr', 'hrs', 'hours', 'hour', 'heures', 'heure', 'horas', 'hora', '小时', '小時', '个小时', '個小時'],
  min: ['min', 'mins', 'minutes', 'minute', 'minutos', 'minuto', '分钟', '分鐘'],
  s: ['s', 'sec', 'secs', 'seconds', 'second', 'secondes', 'seconde', 'segundos', 'segundo', '秒', '秒钟', '秒鐘'],
  l: ['l', 'liters', 'liter', 'litres', 'litre', 'litros', 'litro', '升'],
  ml: ['ml', 'milliliters', 'millilitres', 'millilitre', 'mililitros', '毫升'],
  deg: ['°', 'deg', 'degrees', 'degree', 'degrés', 'degré', 'grados', 'grado', '度'],
  // Counting words say what was counted, never how much: any of them goes with any question.
  count: ['个', '個', '支', '本', '件', '张', '張', '只', '隻', '条', '條', '辆', '輛', '颗', '顆', '枝', '瓶', '盒', '袋', '人', '名', '位', '台', '双', '雙', '把'],
}
/** Currencies written before the number. */
const LEADING: Record<string, string> = { $: 'usd', 'us$': 'usd', '€': 'eur', '£': 'gbp', '¥': 'cny', '￥': 'cny' }

const CANONICAL = new Map<string, string>(Object.entries(SURFACES).flatMap(([u, forms]) => forms.map((f) => [f, u] as const)))
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const FORMS = [...CANONICAL.keys()].filter((f) => !/^[a-z]$/.test(f)).sort((a, b) => b.length - a.length).map(esc).join('|')
const LEAD = Object.keys(LEADING).sort((a, b) => b.length - a.length).map(esc).join('|')
const POWER = '(?:\\s*\\^\\s*\\(?[23]\\)?|[²³])?'
// A single ASCII letter (5 m, 3 s) only after a space: "5m" stays the algebra it usually is.
const UNIT = `(?:(?:${FORMS})|(?<=\\s)[mghsl])${POWER}`
const NUMBER = '-?\\d+(?:\\.\\d+)?'
/**
 * A number with a unit after it (or a currency before it), standing alone: nothing of an expression
 * touches it on either side ("2 - 5 cm" and "5 cm + 3" are not read). "km/h", "元/千克" are one unit.
 */
const WITH_UNIT = new RegExp(
  `(?<![\\w.)^*/+×÷·-]\\s*)(?:(${LEAD})\\s*)?(${NUMBER})(?:\\s*(${UNIT}(?:\\s*/\\s*${UNIT})?))?(?![a-z(]|\\s*[+*/^×÷=-])`,
  'g',
)

export interface Stripped {
  text: string
  /** the canonical units written (a compound like km/h as its parts) */
  units: string[]
}

function canonical(unit: string): string[] {
  return unit.split('/').map((part) => {
    const power = part.trim().match(/\s*\^\s*\(?([23])\)?$|([²³])$/)
    const form = power ? part.trim().slice(0, power.index) : part.trim()
    const base = CANONICAL.get(form) ?? (form.length === 1 ? form : '?')
    // cm² is cm2 (an area), m³ is m3: kept apart from the length.
    return power && base !== '?' ? `${base}${power[1] ?? (power[2] === '²' ? '2' : '3')}` : base
  })
}

/** The answer with each "number unit" replaced by the number, and the units it named. */
export function stripUnits(text: string): Stripped {
  const units: string[] = []
  const out = text.replace(WITH_UNIT, (all, lead: string | undefined, n: string, unit: string | undefined) => {
    if (!lead && !unit) return all
    if (lead) units.push(LEADING[lead])
    if (unit) units.push(...canonical(unit))
    return n
  })
  return { text: out, units: [...new Set(units)] }
}

/** A lone "$32" (or "32 $"), not LaTeX: a dollar amount. Read before the text is made plain. */
export function dollarSigns(text: string): string {
  const alone = '(?=\\s*$|\\s*[,;，；、.。]|\\s+(?:or|and|ou|et|o|y)\\s|\\s*(?:或|和))'
  let s = text.replace(new RegExp(`(^|[^\\\\$\\w])\\$\\s?(\\d+(?:[.,]\\d+)?)${alone}`, 'g'), '$1$2 usd')
  if ((s.match(/\$/g) ?? []).length === 1) s = s.replace(new RegExp(`(\\d)\\s?\\$${alone}`), '$1 usd')
  return s
}

/**
 * The units a question names: after its numbers, before them (currencies), or as words ("in euros",
 * "多少元"); a single letter counts only after a number. Read loosely on purpose: a unit seen where
 * there is none only leaves an answer unchecked.
 */
export function questionUnits(question: string): Set<string> {
  const q = question.toLowerCase()
  const found = new Set<string>(stripUnits(q.replace(/\$(?=\s?\d)/g, ' usd ').replace(/(\d)(?=[a-z])/g, '$1 ')).units)
  if (/\$\s?\d|\d\s?\$/.test(q)) found.add('usd')
  // Longest forms first, each blanked once found: 平方厘米 is an area, not also 厘米; cm² not also cm.
  let rest = q
  for (const form of [...CANONICAL.keys()].sort((x, y) => y.length - x.length)) {
    const unit = CANONICAL.get(form)!
    if (form.length === 1 && /[a-z]/.test(form)) continue
    const ascii = /^[a-z]/.test(form)
    const re = new RegExp(`${ascii ? '(?<![a-zà-ÿ])' : ''}${esc(form)}(?:\\s*\\^\\s*\\(?([23])\\)?|([²³]))?${ascii ? '(?![a-zà-ÿ])' : ''}`, 'g')
    rest = rest.replace(re, (_m, p1: string | undefined, p2: string | undefined) => {
      found.add(`${unit}${p1 ?? (p2 === '²' ? '2' : p2 === '³' ? '3' : '')}`)
      return ' '
    })
  }
  found.delete('count')
  return found
}

/**
 * Whether the units of an answer can be trusted for this question: counting words always; any
 * other unit when it is one the question names, or (degrees apart) when it names none ('fit', else
 * 'other'). 'letter': a letter the question uses as an unknown ("simplify 3m + 2m": "5 m") was
 * taken for a unit; the answer is to be read again without units.
 */
export function unitsFit(question: string, units: string[]): 'fit' | 'other' | 'letter' {
  const named = questionUnits(question)
  const bare = question.toLowerCase().replace(new RegExp(WITH_UNIT.source, 'g'), ' ')
  // m² is the letter m squared when m is the question's unknown ("simplify 3m² + 2m²": "5 m²").
  if (units.map((u) => u.replace(/(?<=^[a-z])[23]$/, '')).some((u) => u.length === 1 && new RegExp(`(?<![a-zà-ÿ])${u}(?![a-zà-ÿ])`).test(bare))) return 'letter'
  // Degrees only where the question says degrees: an angle with no unit is in radians, so 30° is not 30.
  // An area from lengths (15 cm² for a rectangle in cm) is the question's unit; a length where only an
  // area is named (10 cm for 20 % of 50 cm²) is not.
  const squared = (u: string) => /^[a-z]+[23]$/.test(u) && named.has(u.slice(0, -1))
  const fits = units.every((u) => u === 'count' || named.has(u) || squared(u) || (named.size === 0 && u !== '?' && u !== 'deg'))
  return fits ? 'fit' : 'other'
}
