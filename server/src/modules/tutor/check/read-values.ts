import { evaluate } from 'mathjs'
import type { Template } from './read'
import type { Span } from './spans'
import { freeVariables, toMathjs } from './source'
import type { Task } from './task'

/**
 * Templates for values: plain calculations, percentages (of, more/less than, increase/decrease,
 * change, what percent), a few arithmetic sentences, values at a point, functions, derivatives,
 * simplifying, expanding, factorising and lines. Words are folded (no accents), lower case.
 */
const slot = (kinds: string) => `⟨[${kinds}]:(\\d+)⟩`
const ASK = '(?:(?:what is|whats|what\'s|how much is|compute|calculate|evaluate|find|work out|calcule|calculer|combien font|combien fait|que vaut|quelle est|quel est|calcula|cuanto es|cuanto vale|cual es|evalua|halla|计算|計算|求) )?'
const VALUE_OF = '(?:(?:the value of|value of|la valeur de|valeur de|el valor de|valor de) )?'
const ASKED = '(?: ?(?:的值|的值是多少|等于多少|等於多少|是多少|等于几|=))?'
const OF = '(?:of|de|del|d\'|des)'
const WHEN = '(?:when|if|for|at|with|where|pour|lorsque|quand|si|avec|en|cuando|para|con)'

const src = (s: Span) => s.src ?? toMathjs(s.text)
const value = (e: string | null | undefined, extra: Partial<Extract<Task, { k: 'value' }>> = {}): Task | null => (e ? { k: 'value', src: e, ...extra } : null)
const pct = (s: Span) => (s.kind === 'Q' ? src(s) : null)

/** e with v replaced by the value (mathjs evaluates it later). */
function at(e: string | null, v: string, n: string | null): string | null {
  return e && n && freeVariables(e).every((x) => x === v) ? `(${e.replace(new RegExp(`(?<![a-z])${v}(?![a-z])`, 'g'), `(${n})`)})` : null
}

export const VALUE_TEMPLATES: Template[] = [
  // 3 + 4 × 2 · what is log(100)? · tan(45°) = ?
  { re: new RegExp(`^${ASK}${VALUE_OF}${slot('NQ')}${ASKED}$`), build: (span) => value(src(span(1))) },
  // simplify √72 (a number): exact form expected
  { re: new RegExp(`^(?:simplify|simplifie|simplifier|simplifica|化简|化簡) ${slot('N')}$`), build: (span) => value(src(span(1)), { exact: true }) },
  // 3/4 of 20 · 20 的 3/4: a typed fraction of a quantity
  { re: new RegExp(`^${ASK}${slot('N')} ${OF} ${slot('N')}${ASKED}$`), build: (span) => (/^\d+\s*\/\s*\d+$/.test(span(1).text) ? value(`(${src(span(1))}) * (${src(span(2))})`) : null) },
  { re: new RegExp(`^${ASK}${slot('N')} 的 ?${slot('N')}${ASKED}$`), build: (span) => (/^\d+\s*\/\s*\d+$/.test(span(2).text) ? value(`(${src(span(1))}) * (${src(span(2))})`) : null) },
  // 15 % of 80 · 80 的 15%
  { re: new RegExp(`^${ASK}${slot('Q')} ${OF} ${slot('N')}${ASKED}$`), build: (span) => value(`${pct(span(1))} * (${src(span(2))})`) },
  { re: new RegExp(`^${ASK}${slot('N')} 的 ?${slot('Q')}${ASKED}$`), build: (span) => value(`${pct(span(2))} * (${src(span(1))})`) },
  // 30 % less than 80 · 30 % de moins que 80 · 30 % menos que 80 · 比 80 少 30%
  {
    re: new RegExp(`^${ASK}${slot('Q')} (more|less|de plus|de moins|mas|menos) (?:than|que) ${slot('N')}${ASKED}$`),
    build: (span, m) => value(`(${src(span(3))}) * (1 ${/more|plus|mas/.test(m[2]) ? '+' : '-'} ${pct(span(1))})`),
  },
  { re: new RegExp(`^比 ${slot('N')} (多|少) ${slot('Q')}(?: ?(?:的数|的數))?${ASKED}$`), build: (span, m) => value(`(${src(span(1))}) * (1 ${m[2] === '多' ? '+' : '-'} ${pct(span(3))})`) },
  // increase 80 by 25 % · augmente 60 de 15 % · 40 diminue de 25 % · 80 con un descuento del 30%
  {
    re: new RegExp(`^(increase|decrease|augmente|diminue|aumenta|disminuye) ${slot('N')} (?:by|de|en un|en) ${slot('Q')}$`),
    build: (span, m) => value(`(${src(span(2))}) * (1 ${/increase|augmente|aumenta/.test(m[1]) ? '+' : '-'} ${pct(span(3))})`),
  },
  {
    re: new RegExp(`^${ASK}${slot('N')} (increased|decreased|augmente|diminue|aumentado|disminuido) (?:by|de|en un|en) ${slot('Q')}${ASKED}$`),
    build: (span, m) => value(`(${src(span(1))}) * (1 ${/increased|augmente|aumentado/.test(m[2]) ? '+' : '-'} ${pct(span(3))})`),
  },
  {
    re: new RegExp(`^${ASK}${slot('N')} (?:with a|with|avec une|avec|con un|con) (?:discount|remise|descuento) (?:of|de|del) ${slot('Q')}${ASKED}$`),
    build: (span) => value(`(${src(span(1))}) * (1 - ${pct(span(2))})`),
  },
  // what percent of 80 is 20 · 20 is what percent of 80 · quel pourcentage de 200 represente 30 · 20 是 80 的百分之几
  {
    re: new RegExp(`^(?:what (?:percent|percentage)|quel pourcentage|que porcentaje) ${OF} ${slot('N')} (?:is|represente|est|fait|es|representa) ${slot('N')}$`),
    build: (span) => value(`100 * (${src(span(2))}) / (${src(span(1))})`, { percent: true }),
  },
  { re: new RegExp(`^${slot('N')} is what (?:percent|percentage) of ${slot('N')}$`), build: (span) => value(`100 * (${src(span(1))}) / (${src(span(2))})`, { percent: true }) },
  { re: new RegExp(`^${slot('N')} (?:是|占|佔) ${slot('N')} 的百分之(?:几|幾)$`), build: (span) => value(`100 * (${src(span(1))}) / (${src(span(2))})`, { percent: true }) },
  // the percentage change from 50 to 40 · a price goes from 80 to 100 … percentage change
  {
    re: new RegExp(`^(?:${ASK}(?:percent|percentage) change|${ASK}(?:percent|percentage) (?:increase|decrease)) (?:from|de) ${slot('N')} (?:to|a) ${slot('N')}$`),
    build: (span) => value(`100 * ((${src(span(2))}) - (${src(span(1))})) / (${src(span(1))})`, { percent: true }),
  },
  {
    re: new RegExp(`^(?:(?:a |un |el )?(?:price|prix|precio|价格|價格) )?(?:goes |went |changes |passe |est passe |paso |pasa )?(?:from|de|desde|从|從|由) ${slot('N')} (?:元 |€ |euros |dollars )?(?:to|a|hasta|到|涨到|漲到|减少到|減少到) ${slot('N')}(?: 元| €| euros| dollars)?(?: (?:what is|quel est|cual es) )? ?(?:percentage change|percent change|percentage increase|percent increase|pourcentage d'augmentation|pourcentage d'evolution|taux d'evolution|porcentaje de aumento|variacion porcentual|涨了百分之几|漲了百分之幾|减少了百分之几|減少了百分之幾)$`),
    build: (span) => value(`100 * ((${src(span(2))}) - (${src(span(1))})) / (${src(span(1))})`, { percent: true }),
  },
  {
    re: new RegExp(`^(?:price |prix |precio )?(?:goes |went |changes |passe |est passe |paso |pasa )?(?:from|de|desde) ${slot('N')} (?:to |hasta )?${slot('N')} (?:what is |quel est |cual es )?(?:percentage|percent|pourcentage|porcentaje|taux) (?:change|increase|decrease|d'augmentation|de diminution|d'evolution|de aumento|de disminucion|de variacion|de cambio)$`),
    build: (span) => value(`100 * ((${src(span(2))}) - (${src(span(1))})) / (${src(span(1))})`, { percent: true }),
  },
  {
    re: new RegExp(`^(?:价格|價格)?(?:从|從|由) ${slot('N')} (?:元)?(?:涨到|漲到|增加到|减少到|減少到|降到|到) ${slot('N')}(?: 元)? (?:涨了|漲了|增加了|减少了|減少了|降低了|下降了)百分之(?:几|幾)$`),
    build: (span) => value(`100 * ((${src(span(2))}) - (${src(span(1))})) / (${src(span(1))})`, { percent: true }),
  },
  // the average of 4, 8 and 12
  {
    re: new RegExp(`^${ASK}(?:average|mean|moyenne|promedio|media) (?:of |de )?((?:⟨N:\\d+⟩ )+)(?:and|et|y) ${slot('N')}$`),
    build: (span, m) => {
      const items = [...m[1].matchAll(/⟨N:(\d+)⟩/g)].map((x) => span(Number(x[1]))).concat(span(2))
      return value(`(${items.map((s) => `(${src(s)})`).join(' + ')}) / ${items.length}`)
    },
  },
  // 20 的 20% 的 50%
  { re: new RegExp(`^${ASK}${slot('N')} 的 ?${slot('Q')} 的 ?${slot('Q')}${ASKED}$`), build: (span) => value(`(${src(span(1))}) * ${pct(span(2))} * ${pct(span(3))}`) },
  // 2/5 of 35 plus 6 · 25 % de 48 puis enleve 2 · 10 % of 10 % of 500 · 35 的 2/5 再加 6
  {
    re: new RegExp(`^${ASK}${slot('NQ')} ${OF} ${slot('NQ')}(?: ${OF} ${slot('N')})?(?: (?:then |puis |luego )?(plus|minus|mas|menos|moins|add|subtract|enleve|retire|quita|resta|ajoute|suma) ${slot('N')})?${ASKED}$`),
    build: (span, m) => {
      const product = [span(1), span(2), ...(m[3] ? [span(3)] : [])].map((s) => `(${src(s)})`).join(' * ')
      if (!m[4]) return m[3] ? value(product) : null
      return value(`${product} ${/plus|mas|add|ajoute|suma/.test(m[4]) ? '+' : '-'} (${src(span(5))})`)
    },
  },
  {
    re: new RegExp(`^${ASK}${slot('N')} 的 ?${slot('NQ')} 再(加|加上|减|減|减去|減去) ${slot('N')}${ASKED}$`),
    build: (span, m) => value(`(${src(span(1))}) * (${src(span(2))}) ${m[3].startsWith('加') ? '+' : '-'} (${src(span(4))})`),
  },
  // add 7 to 5, then multiply by 3 · subtract 8 from 20, then divide by 4
  {
    re: new RegExp(`^(add|subtract) ${slot('N')} (?:to|from) ${slot('N')} then (multiply|divide) by ${slot('N')}$`),
    build: (span, m) => value(`((${src(span(3))}) ${m[1] === 'add' ? '+' : '-'} (${src(span(2))})) ${m[4] === 'multiply' ? '*' : '/'} (${src(span(5))})`),
  },
  // 5 more than 3 times 4 · 12 less than 30 % of 60 · 7 squared minus 5
  {
    re: new RegExp(`^${ASK}${slot('N')} (more|less) than ${slot('NQ')} (times|of) ${slot('N')}$`),
    build: (span, m) => value(`(${src(span(3))}) * (${src(span(5))}) ${m[2] === 'more' ? '+' : '-'} (${src(span(1))})`),
  },
  { re: new RegExp(`^${ASK}${slot('N')} squared (plus|minus) ${slot('N')}$`), build: (span, m) => value(`(${src(span(1))})^2 ${m[2] === 'plus' ? '+' : '-'} (${src(span(3))})`) },
  // the square root of 49 · 49 的平方根 (both) · 81 的算术平方根
  { re: new RegExp(`^${ASK}(?:square root|racine carree|raiz cuadrada) ${OF} ${slot('N')}$`), build: (span) => value(`sqrt(${src(span(1))})`) },
  { re: new RegExp(`^${slot('N')} 的 ?(算术平方根|算術平方根|平方根)(?:是多少)?$`), build: (span, m) => value(`sqrt(${src(span(1))})`, m[2] === '平方根' ? { both: true } : {}) },
  // evaluate 3a − 4 when a = 2 · 当 a=2 时，求 3a-4 的值
  {
    re: new RegExp(`^${ASK}${VALUE_OF}${slot('E')} ${WHEN} ${slot('A')}$`),
    build: (span) => value(at(src(span(1)), span(2).sides![0], toMathjs(span(2).sides![1])), { given: span(2).sides![0] }),
  },
  {
    re: new RegExp(`^(?:if |si |when |cuando |当 ?|當 ?)${slot('A')}(?: (?:时|時))? ${ASK}${VALUE_OF}(?:代数式 |代數式 )?${slot('E')}${ASKED}$`),
    build: (span) => value(at(src(span(2)), span(1).sides![0], toMathjs(span(1).sides![1])), { given: span(1).sides![0] }),
  },
  // f(x) = …, find f(4) / f'(2) / f'(x)
  {
    re: new RegExp(`^(?:(?:given|let|soit|si|sea|dada|dado|已知|设|設|已知函数|已知函數) )?(?:函数 |函數 )?${slot('D')} ${ASK}${slot('F')}${ASKED}$`),
    build: (span) => {
      const [def, call] = [span(1), span(2)]
      const body = toMathjs(def.sides![0])
      if (!body || call.name !== def.name) return null
      const arg = toMathjs(call.sides![0])
      if (!arg) return null
      if (call.prime) return freeVariables(arg).length ? (arg === def.param ? { k: 'derivative', src: body, v: def.param! } : null) : { k: 'derivative', src: body, v: def.param!, at: eval1(arg) }
      return freeVariables(arg).length ? null : value(at(body, def.param!, arg), { given: def.param })
    },
  },
  // y = 2x + 1, find y when x = 3
  {
    re: new RegExp(`^${slot('D')} (?:find|compute|calcule|calcula|halla|求) y (?:when|if|for|pour|lorsque|cuando|para|当|當) ${slot('A')}$`),
    build: (span) => (span(1).name === 'y' && span(2).sides![0] === span(1).param ? value(at(toMathjs(span(1).sides![0]), span(1).param!, toMathjs(span(2).sides![1])), { given: span(1).param }) : null),
  },
  // derivative of … (at x = 1) · differentiate … · 求 … 在 x=3 处的导数
  {
    re: new RegExp(`^${ASK}(?:derivative|derivee|derivada) (?:of |de )?${slot('ED')}(?: (?:at|en) ${slot('A')})?$`),
    build: (span, m) => derivative(span(1), m[2] ? span(2) : null),
  },
  { re: new RegExp(`^(?:differentiate|derive|deriva) ${slot('ED')}$`), build: (span) => derivative(span(1), null) },
  { re: new RegExp(`^求 ${slot('ED')}(?: 在 ${slot('A')})? ?(?:处|處)?的(?:导数|導數)$`), build: (span, m) => derivative(span(1), m[2] ? span(2) : null) },
  // simplify / expand / factorise an expression
  {
    re: new RegExp(`^(simplify|simplifie|simplifier|simplifica|reduis|化简|化簡|expand|developpe|desarrolla|展开|展開|factorise|factorize|factor|factorise|factoriser|factoriza|因式分解) ${slot('E')}$`),
    build: (span, m) => {
      const e = src(span(2))
      const form = /factor|因式/.test(m[1]) ? 'factored' : /expand|developpe|desarrolla|展/.test(m[1]) ? 'expanded' : undefined
      return e ? { k: 'expression', src: e, vars: freeVariables(e), ...(form ? { form } : {}) } : null
    },
  },
  // slope / intercepts of a line; slope through two points
  {
    re: new RegExp(`^${ASK}(slope|gradient|pente|coefficient directeur|pendiente|yintercept|intercept|l'ordonnee l'origine|ordonnee l'origine|ordenada en origen|ordenada origen|xintercept)(?: ${OF})?(?: (?:line|droite|recta))? ${slot('DR')}$`),
    build: (span, m) => line(m[1], span(2)),
  },
  { re: new RegExp(`^求?直(?:线|線) ${slot('D')} 的斜率(?:是多少)?$`), build: (span) => line('slope', span(1)) },
  { re: new RegExp(`^求?直(?:线|線) ${slot('D')} (?:在 y (?:轴|軸)上的截距|的 y 截距|的截距)(?:是多少)?$`), build: (span) => line('yintercept', span(1)) },
  { re: new RegExp(`^求(?:通過|通过|过|過) ${slot('P')} (?:與|与|和) ${slot('P')} 的直(?:线|線)斜率$`), build: (span) => slope(span(1), span(2)) },
  {
    re: new RegExp(`^${ASK}(?:slope|gradient|pente|pendiente)(?: ${OF})?(?: (?:line|droite|recta))? (?:through|passing through|passant par|qui passe par|que pasa por) ${slot('P')} (?:and|et|y) ${slot('P')}$`),
    build: (span) => slope(span(1), span(2)),
  },
  { re: new RegExp(`^求过点 ${slot('P')} 和 ${slot('P')} 的直线的斜率$`), build: (span) => slope(span(1), span(2)) },
]

const eval1 = (e: string): number => Number(evaluate(e))

function derivative(s: Span, a: Span | null): Task | null {
  const body = s.kind === 'D' ? toMathjs(s.sides![0]) : src(s)
  if (!body) return null
  const vs = freeVariables(body)
  const v = s.kind === 'D' ? s.param! : vs.includes('x') ? 'x' : vs.length === 1 ? vs[0] : null
  if (!v || vs.some((x) => x !== v)) return null
  if (!a) return { k: 'derivative', src: body, v }
  if (a.sides![0] !== v) return null
  const n = toMathjs(a.sides![1])
  return n ? { k: 'derivative', src: body, v, at: eval1(n) } : null
}

function line(what: string, s: Span): Task | null {
  const [l, r] = s.kind === 'D' ? ['y', s.sides![0]] : [s.sides?.[0], s.sides?.[1]]
  const [L, R] = [l && toMathjs(l), r && toMathjs(r)]
  if (!L || !R || s.ops?.some((o) => o !== '=')) return null
  // g(x, y) = L − R must be linear: then slope −g_x/g_y, y-intercept −g(0,0)/g_y, x-intercept −g(0,0)/g_x.
  const g = (x: number, y: number) => {
    try {
      return Number(evaluate(`(${L}) - (${R})`, { x, y }))
    } catch {
      // Expected: evaluation fails outside the domain (log of a negative, 1/0): not a number there.
      return NaN
    }
  }
  const [g0, gx, gy] = [g(0, 0), g(1, 0) - g(0, 0), g(0, 1) - g(0, 0)]
  const linear = [[2, 0], [0, 3], [-1, 2], [5, -4]].every(([x, y]) => Math.abs(g(x, y) - (g0 + x * gx + y * gy)) < 1e-9 * (1 + Math.abs(g(x, y))))
  if (!linear || !Number.isFinite(g0) || gy === 0) return null
  if (/slope|gradient|pente|coefficient|pendiente/.test(what)) return value(String(-gx / gy))
  if (/^xintercept/.test(what)) return gx === 0 ? null : value(String(-g0 / gx))
  return value(String(-g0 / gy))
}

function slope(a: Span, b: Span): Task | null {
  const [x1, y1, x2, y2] = [...a.sides!, ...b.sides!]
  return value(`((${y2}) - (${y1})) / ((${x2}) - (${x1}))`)
}
