import { foldAccents } from '../folding'
import type { Entry, Role } from './roles'
import { LATIN } from './words-latin'
import { ZH } from './words-zh'

/** A phrase cut into words the way the tokenizer cuts text: elisions apart (l'équation → l' équation). */
export function splitWords(phrase: string): string[] {
  return phrase
    .toLowerCase()
    .split(/\s+/)
    .flatMap((w) => {
      const m = w.match(/^(l|d|qu|j|s|n|c|m|t)'(.+)$/)
      return m ? [`${m[1]}'`, m[2]] : [w]
    })
    .filter(Boolean)
}

interface Phrase {
  words: string[]
  role: Role
  /** compared without accents (most phrases), or exactly (où is not ou) */
  folded: boolean
}

function index(entries: Entry[]): Map<string, Phrase[]> {
  const byFirst = new Map<string, Phrase[]>()
  for (const [text, role] of entries) {
    const folded = foldAccents(text) === text.toLowerCase()
    const words = splitWords(text)
    const key = folded ? words[0] : foldAccents(words[0])
    const list = byFirst.get(key) ?? []
    list.push({ words, role, folded })
    byFirst.set(key, list)
  }
  // Longest phrase first; an exact (accented) phrase before a folded one of the same length.
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length || Number(a.folded) - Number(b.folded))
  return byFirst
}

const LATIN_INDEX = index(LATIN)
const ZH_PHRASES = [...ZH].sort((a, b) => b[0].length - a[0].length)

/**
 * The longest known phrase starting at `words[at]`: its role and how many words it takes.
 * `words` are lower case with accents.
 */
export function matchPhrase(words: string[], at: number): { role: Role; length: number } | null {
  const candidates = LATIN_INDEX.get(foldAccents(words[at])) ?? []
  for (const p of candidates) {
    if (at + p.words.length > words.length) continue
    const ok = p.words.every((w, k) => (p.folded ? foldAccents(words[at + k]) === w : words[at + k] === w))
    if (ok) return { role: p.role, length: p.words.length }
  }
  return null
}

/**
 * Cuts a run of Chinese characters into known phrases, the fewest pieces first (so 解方程组 is
 * 解 + 方程组, not 解方程 + a stray 组). A character no phrase covers becomes part of an ITEM (the
 * thing priced, 铅笔), and any cut with fewer such characters wins; only the price frames take ITEMs.
 */
export function cutChinese(run: string): { role: Role; text: string }[] {
  type Cut = { pieces: { role: Role; text: string }[]; unknown: number }
  const better = (a: Cut, b: Cut | null) => !b || a.unknown < b.unknown || (a.unknown === b.unknown && a.pieces.length < b.pieces.length)
  const best: (Cut | null)[] = new Array(run.length + 1).fill(null)
  best[run.length] = { pieces: [], unknown: 0 }
  for (let i = run.length - 1; i >= 0; i--) {
    for (const [p, role] of ZH_PHRASES) {
      const rest = run.startsWith(p, i) ? best[i + p.length] : null
      const cut = rest && { pieces: [{ role, text: p }, ...rest.pieces], unknown: rest.unknown }
      if (cut && better(cut, best[i])) best[i] = cut
    }
    const rest = best[i + 1]!
    const head = rest.pieces[0]
    // Unknown characters next to each other are one ITEM (衣 + 服 → 衣服).
    const item = head?.role === 'ITEM'
      ? { pieces: [{ role: 'ITEM' as Role, text: run[i] + head.text }, ...rest.pieces.slice(1)], unknown: rest.unknown + 1 }
      : { pieces: [{ role: 'ITEM' as Role, text: run[i] }, ...rest.pieces], unknown: rest.unknown + 1 }
    if (better(item, best[i])) best[i] = item
  }
  return best[0]!.pieces
}

/** A misspelt verb ("slove", "simplfy"): one edit (or one swap of neighbours) from a known one. */
export function nearVerb(word: string, roles: Role[]): Role | null {
  if (word.length < 5) return null
  const w = foldAccents(word)
  for (const [text, role] of LATIN) {
    if (!roles.includes(role) || text.includes(' ') || Math.abs(text.length - w.length) > 1 || text.length < 5) continue
    if (oneEdit(w, foldAccents(text))) return role
  }
  return null
}

function oneEdit(a: string, b: string): boolean {
  if (a === b) return false
  if (a.length === b.length) {
    const diff = [...a].map((c, i) => (c !== b[i] ? i : -1)).filter((i) => i >= 0)
    if (diff.length === 1) return true
    return diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]]
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a]
  for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true
  return false
}
