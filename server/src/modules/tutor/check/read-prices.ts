import type { Template } from './read'
import type { Span } from './spans'
import { toMathjs } from './source'
import type { Task } from './task'

/**
 * The checker's own reading of prices (words folded, fillers and units gone): a price after a
 * discount or an increase, and a unit rate. The thing priced may be any one to three words before
 * the price; the question must end by asking for the price ("what is the sale price", 后多少元),
 * so "what is the discount?" is not read. 打八折 arrives here as 打折 80 % (spans.ts).
 */
const slot = (kinds: string) => `⟨[${kinds}]:(\\d+)⟩`
const src = (s: Span) => s.src ?? toMathjs(s.text)
const THING = `(?:[^ ⟨⟩\\d]+ ){0,3}?`
const DOWN = /off|discount|remise|descuento|rebaja|reduction|降|减|減|打折|baisse|diminue|disminuye|baja|decrease|lower/
const ASKS_PRICE =
  '(?:(?:what is|whats|what\'s|find) (?:sale|new|final|discounted) price|quel est (?:son )?(?:nouveau prix|prix final|prix apres remise|prix de vente)|(?:cual es (?:su )?(?:nuevo precio|precio final|precio rebajado|precio de venta)|cuanto cuesta(?: ahora)?)|(?:后|後)?(?:是)?多少(?:元|钱|錢))'
const CHANGE =
  `(?:${slot('Q')} (off)|(discount|remise|descuento|rebaja|reduction) (?:of|de|del) ${slot('Q')}|(raised|increased|augmente|sube|aumenta|baisse|diminue|disminuye|baja|提价|提價|涨价|漲價|降价|降價|减价|減價|打折)(?: (?:by|de|un|en un))? ${slot('Q')})`

function adjusted(base: Span, p: Span | undefined, word: string | undefined): Task | null {
  const [b, q] = [src(base), p && src(p)]
  if (!b || !q || !word || p!.kind !== 'Q') return null
  // 打折 80 %: 80 % is what is paid.
  if (word === '打折') return { k: 'value', src: `(${b}) * ${q}` }
  return { k: 'value', src: `(${b}) * (1 ${DOWN.test(word) ? '-' : '+'} ${q})` }
}

export const PRICE_TEMPLATES: Template[] = [
  // what is 20 % off 60
  { re: new RegExp(`^(?:what is |whats |find )?${slot('Q')} off (?:of )?${slot('N')}$`), build: (span) => adjusted(span(2), span(1), 'off') },
  // a shirt costs 40 and is 25 % off what is the sale price · 原价 200 打折 80 % 后多少元
  {
    re: new RegExp(`^${THING}(?:costs |cost |coute |cuesta |a |de |à )?${slot('N')} (?:(?:and )?(?:is |has |a |tiene |avec |con |with (?:a )?))?${CHANGE} ?${ASKS_PRICE}$`),
    build: (span, m) => (m[3] ? adjusted(span(1), span(2), m[3]) : m[4] ? adjusted(span(1), span(5), m[4]) : adjusted(span(1), span(7), m[6])),
  },
  // if 5 pencils cost 3, how much do 12 pencils cost · si 5 crayons coutent 3 combien coutent 12 crayons · 5 支铅笔 3，12 支多少元
  {
    re: new RegExp(`^(?:if|si) ${slot('N')} (?:de )?([^ ⟨]+) (?:cost|coutent|cuestan) ${slot('N')} (?:yuan )?(?:how much (?:do|does|would|will)|combien coutent|cuanto cuestan) ${slot('N')}(?: ([^ ⟨]+))?(?: cost)?$`),
    build: (span, m) => (m[5] && m[5] !== m[2] ? null : rate(span(1), span(3), span(4))),
  },
  {
    re: new RegExp(`^${slot('N')} ([^ ⟨]+) ${slot('N')} ${slot('N')} ([^ ⟨]*?)(?:要|是)?多少(?:元|钱|錢)$`),
    build: (span, m) => (m[5] && !m[2].startsWith(m[5]) ? null : rate(span(1), span(3), span(4))),
  },
]

function rate(count: Span, cost: Span, wanted: Span): Task | null {
  const [n, c, w] = [src(count), src(cost), src(wanted)]
  return n && c && w ? { k: 'value', src: `(${c}) / (${n}) * (${w})` } : null
}
