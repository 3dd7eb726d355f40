/**
 * Finds the final answer in a reply (a model's or a student's) and turns its LaTeX into the plain
 * maths our lexer reads: \boxed{\frac{7}{12}} -> ((7)/(12)), x_1 = 2 -> x = 2.
 */

/**
 * Where a reply announces its answer. Latin words need a colon ("Answer:", "Réponse :") or "… is",
 * so "there are no real solutions" is not mistaken for a heading; Chinese markers stand alone.
 */
const MARKER =
  /(?:\b(?:final answer|answer|réponse finale|réponse|respuesta final|respuesta|solutions?|soluci[oó]n(?:es)?|résultat|resultado)\s*[:：]|\b(?:the answer is|the solution is|la réponse est|la solution est|la respuesta es|la solución es)\b|(?:最终答案|最終答案|答案|结果|結果|解得|所以|因此|故)\s*(?:是|为|為)?\s*[:：]?)/gi

/**
 * Where a reply stops solving the student's exercise and offers another one ("Try this",
 * "À toi", "试一试"): a heading-like line. Nothing after it is the student's answer.
 */
const PRACTICE =
  /^[\s#>*_-]*(?:\d+[.)]\s*)?(?:practice|try (?:this|it|one|another)|your turn|now you try|similar (?:exercise|problem|question)|exercise for you|over to you|à (?:toi|vous)|entraîne|exercice (?:similaire|d'entraînement|pour toi)|essaie|inténtalo|te toca|práctica|ejercicio (?:similar|de práctica|para ti)|(?:小)?练习|(?:小)?練習|试一试|試一試|试试|試試|举一反三|舉一反三|巩固|鞏固|变式|變式|类似题|類似題|同类题|同類題)/i

/** The reply up to its practice section (the whole reply when it has none, or starts with one). */
export function solutionPart(reply: string): string {
  let offset = 0
  for (const line of reply.split('\n')) {
    if (offset > 0 && PRACTICE.test(line)) return reply.slice(0, offset)
    offset += line.length + 1
  }
  return reply
}

/**
 * Every statement of the final answer in a reply, as plain text; [] when there is none. The
 * tutor's prompt asks for one marked line ("**Answer:** \(\boxed{…}\)") before any practice
 * exercise, so: the whole reply is read (however long), the practice section is left out, marked
 * boxed lines win, then any boxed value, then the older heuristics. Several distinct candidates
 * (a correction, a hedge, an exercise the model did not set apart) are all returned: the
 * checker verifies a reply only when every one of them is right.
 */
export function finalSegments(reply: string): string[] {
  const text = solutionPart(reply)
  const boxes = boxedAll(text)
  const marked = boxes.filter((b) => isMarked(text, b.at))
  const chosen = marked.length > 0 ? marked : boxes
  if (chosen.length > 0) return [...new Set(chosen.map((b) => toPlain(b.content)))]
  const one = unboxedFinal(text)
  return one === null ? [] : [one]
}

/** The single final answer, when the reply states exactly one (tests and tools). */
export function finalSegment(reply: string): string | null {
  const all = finalSegments(reply)
  return all.length === 1 ? all[0] : null
}

/** A reply without \boxed: bold, a marker ("Answer:", "答案："), else its last line with maths. */
function unboxedFinal(text: string): string | null {
  // Models often bold the answer: "…, so **x = 5**."
  const bold = [...text.matchAll(/\*\*([^*\n]*[\d=][^*\n]*)\*\*/g)].pop()
  if (bold && text.slice((bold.index ?? 0) + bold[0].length).trim().length < 40) return toPlain(bold[1])
  let last: RegExpExecArray | null = null
  let lastLeading: { index: number; end: number } | null = null
  for (let m = MARKER.exec(text); m; m = MARKER.exec(text)) {
    last = m
    // "**Answer:** x = 2" opening its own line announces the answer even when a check follows.
    const lineStart = text.lastIndexOf('\n', m.index) + 1
    if (/^[\s*#>_-]*$/.test(text.slice(lineStart, m.index))) lastLeading = { index: m.index, end: m.index + m[0].length }
  }
  MARKER.lastIndex = 0
  if (lastLeading) {
    const lineEnd = text.indexOf('\n', lastLeading.end)
    const answer = text.slice(lastLeading.end, lineEnd < 0 ? undefined : lineEnd).replace(/^[\s*_]+/, '').trim()
    if (answer) return toPlain(answer)
  }
  if (last) {
    const rest = text.slice(last.index + last[0].length).split('\n').map((l) => l.trim()).filter(Boolean)
    // A "Solution:" heading above the working is not the answer: only trust markers near the end.
    if (rest.length > 0 && rest.length <= 3) return toPlain(rest.join(' '))
  }
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean)
  // The last line with maths; else the last line, which may say "no real solutions" in words.
  const maths = lines.filter((l) => /\d|=/.test(l))
  const chosen = maths.length ? maths[maths.length - 1] : lines[lines.length - 1]
  return chosen ? toPlain(chosen) : null
}

/** A boxed answer is short: braces are matched this far at most, so a broken reply costs O(n). */
const MAX_BOXED = 500

/** Every \boxed{…} in the text, in order, with where it starts. */
function boxedAll(text: string): Array<{ at: number; content: string }> {
  const found: Array<{ at: number; content: string }> = []
  for (let at = text.indexOf('\\boxed'); at >= 0; at = text.indexOf('\\boxed', at + 1)) {
    const open = text.slice(at + 6, at + 16).search(/\S/)
    const inner = open < 0 ? null : braced(text, at + 6 + open)
    if (inner) found.push({ at, content: inner.content })
  }
  return found
}

const MARKED = new RegExp(MARKER.source, 'i')

/** A box on a line opened by "Answer:" / "答案：" (or right under a line saying only that). */
function isMarked(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1
  if (MARKED.test(text.slice(lineStart, at))) return true
  const before = text.slice(0, lineStart).trimEnd()
  const previous = before.slice(before.lastIndexOf('\n') + 1)
  return previous.length < 40 && MARKED.test(previous) && previous.replace(MARKED, '').replace(/[\s*#_:：-]/g, '') === ''
}

/** The content of the {…} group opening at `open`, braces balanced. */
function braced(s: string, open: number): { content: string; end: number } | null {
  if (s[open] !== '{') return null
  let depth = 0
  for (let i = open; i < Math.min(s.length, open + MAX_BOXED); i++) {
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
    .replace(/\\(?:cdot|times)/g, '*')
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
