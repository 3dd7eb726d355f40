/**
 * LaTeX as students and models write answers, made plain for the readers:
 * \\boxed{\\frac{7}{12}} -> ((7)/(12)), x_1 = 2 -> x = 2, \\sqrt{72} -> sqrt(72).
 */

/** The content of the {…} group opening at `open`, braces balanced. */
export function braced(s: string, open: number): { content: string; end: number } | null {
  if (s[open] !== '{') return null
  let depth = 0
  for (let i = open; i < s.length; i++) {
    if (s[i] === '{') depth++
    else if (s[i] === '}' && --depth === 0) return { content: s.slice(open + 1, i), end: i + 1 }
  }
  return null
}

/** Rewrites \frac{a}{b} and friends, innermost first, until no command with arguments is left. */
export function toPlain(latex: string): string {
  let s = latex
    // "5/8 (= 0.625)", "11/15 (≈ 0.7333)": the value restated in brackets is not a second answer.
    .replace(/\(\s*\$?\s*(?:\\approx|≈|=)[^()]*\)/g, ' ')
    // 12{,}5 is how LaTeX writes a decimal comma.
    .replace(/\{,\}/g, ',')
    .replace(/\*\*|__|`/g, '')
    .replace(/\\[()[\]]/g, ' ')
    .replace(/\$/g, ' ')
    .replace(/\\text(?:bf|rm|it)?\s*\{([^{}]*)\}/g, ' $1 ')
    .replace(/\\mathbb\s*\{R\}/g, 'ℝ')
    .replace(/\\(?:varnothing|emptyset)/g, '∅')
  for (let guard = 0; guard < 50; guard++) {
    const next = rewriteOne(s)
    if (next === s) break
    s = next
  }
  return s
    .replace(/\\left|\\right|\\big|\\Big/g, '')
    .replace(/\^\s*\{\s*\\circ\s*\}|\^\s*\\circ|\\circ/g, '°')
    .replace(/\\log_\{?(\d+)\}?/g, ' log_($1) ')
    .replace(/\\infty\b/g, '∞')
    .replace(/\\(?:cdot|times)/g, '*')
    .replace(/\\(?:le|leq|leqslant)\b/g, '≤')
    .replace(/\\(?:ge|geq|geqslant)\b/g, '≥')
    .replace(/\\(?:neq|ne)\b/g, '≠')
    .replace(/\\(?:cup)\b/g, '∪')
    .replace(/\\in\b/g, '∈')
    .replace(/\\div/g, '/')
    .replace(/\\pm/g, '±')
    .replace(/\\mp/g, '∓')
    .replace(/\\approx/g, '=')
    .replace(/\\(?:Rightarrow|implies|to|Longrightarrow)/g, ' ; ')
    .replace(/\\(?:quad|qquad|,|;|:|!)/g, ' ')
    .replace(/\\(pi|sin|cos|tan|cot|sec|csc|ln|log|exp|infty)\b/g, ' $1 ')
    .replace(/\\%/g, '%')
    .replace(/_\{[^{}]*\}|_[0-9a-z]/gi, '')
    .replace(/\^\{([^{}]*)\}/g, '^($1)')
    .replace(/[{}]/g, ' ')
    .replace(/\\[a-zA-Z]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

function rewriteOne(s: string): string {
  const m = /\\(d|t)?frac\s*\{|\\sqrt\s*(\[[^\]]*\])?\s*\{/.exec(s)
  if (!m) return s
  const open = m.index + m[0].length - 1
  const a = braced(s, open)
  if (!a) return s.slice(0, m.index) + s.slice(m.index + 1)
  if (m[0].includes('frac')) {
    const b = braced(s, a.end)
    if (!b) return s.slice(0, m.index) + s.slice(m.index + 1)
    return `${s.slice(0, m.index)}((${a.content})/(${b.content}))${s.slice(b.end)}`
  }
  const index = m[1] ? m[1].slice(1, -1) : null
  const root = index ? `((${a.content})^(1/(${index})))` : `sqrt(${a.content})`
  return `${s.slice(0, m.index)}${root}${s.slice(a.end)}`
}
