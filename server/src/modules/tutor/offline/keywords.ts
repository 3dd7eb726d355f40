/**
 * What the student asks for, in five languages. Patterns run on lower-cased text without accents
 * (dérivée -> derivee), so each word is listed once.
 */
export type Intent = 'derivative' | 'simplify' | 'solve' | 'system' | 'compute'

const INTENTS: Record<Intent, RegExp> = {
  derivative: /deriv|differentiat|d\/dx|dy\/dx|\by\s*'|\bf\s*'\s*\(|导数|導數|求导|求導|微分/,
  simplify: /simplif|expand|develop|reduis|reduire|reduce|desarroll|expande|化简|化簡|简化|簡化|展开|展開|整理|合并|合併/,
  solve: /solve|resol|resuelv|resout|find|halla|encuentr|trouve|determin|equation|ecuacion|root|racine|raiz|解|方程|根/,
  system: /system|sisteme|sistema|systeme|方程组|方程組|联立|聯立/,
  compute: /calcul|comput|evaluat|what is|what's|how much|combien|cuanto|cuanta|cual es|quel est|quelle est|计算|計算|等于|等於|多少|几|幾|求值/,
}

/**
 * Topics this engine does not do. Reading only the maths in "lim x->0 sin(x)/x" would "simplify"
 * something else entirely, so these questions are refused whole.
 */
const OUT_OF_SCOPE = /\blim\b|limit|limite|极限|極限|integr|∫|∑|\bsum of\b|matri|vector|vecteur|向量|矩阵|矩陣|inequal|ineq|inecuaci|不等式|[<>≤≥≠]|probab|概率|機率|统计|統計|\bmod\b|modulo|求和|积分|積分/

export const outOfScope = (folded: string) => OUT_OF_SCOPE.test(folded)

/** Operators written as words between numbers: 7 times 8, 7 fois 8, 3 x 4, 7 menos 2. */
const WORD_OPERATORS: [RegExp, string][] = [
  [/(\d)\s+(?:times|multiplied by|fois|multiplie par|por|multiplicado por|x)\s+(?=\d)/g, '$1 × '],
  [/(\d)\s+(?:plus|mas)\s+(?=\d)/g, '$1 + '],
  [/(\d)\s+(?:minus|moins|menos)\s+(?=\d)/g, '$1 - '],
  [/(\d)\s+(?:divided by|divise par|dividido entre|dividido por|entre)\s+(?=\d)/g, '$1 ÷ '],
]

export function wordOperators(folded: string): string {
  return WORD_OPERATORS.reduce((s, [re, op]) => s.replace(re, op), folded)
}

const FRENCH_OR_SPANISH = /\b(le|la|les|des|du|de|el|los|las|del|et|y|calcule[rz]?|resous|resoudre|resuelve|cuanto|combien|simplifie[rz]?|simplifica|derivee|derivada|sistema|systeme)\b/

export function foldAccents(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
}

export function intents(folded: string): Set<Intent> {
  return new Set((Object.keys(INTENTS) as Intent[]).filter((k) => INTENTS[k].test(folded)))
}

/** French and Spanish write decimal commas; elsewhere 1,000 groups thousands. */
export function usesDecimalComma(folded: string, fallback: boolean): boolean {
  if (FRENCH_OR_SPANISH.test(folded)) return true
  if (/\b(the|of|what|solve|simplify|find|is)\b/.test(folded)) return false
  return fallback
}
