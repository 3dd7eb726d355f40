import distance from 'damerau-levenshtein'
import { COMMON_WORDS, LEXICON } from './lexicon'
import { fold } from './text'
import type { Family } from './when/types'

/**
 * Typos in the words the parser reads ("cancle tomorows chemestry", "supprimme", "elimna"): each
 * Latin-script word that is not a word we know is replaced by the one known word it is a single
 * slip away from (two for long words). Known words are this family's keywords, every course name
 * and the words of the student's own event titles, so a misspelt title still finds its event.
 * Damerau distance counts a swap ("mvoe") as one slip. A word is left alone when two known words
 * are as close, when only a plural "s" differs, or when its first letter differs (a different
 * first letter is usually a different word: "glass" is not "class").
 */

// Chinese sentences carry English words ("删除明天的chemestry"): they are read with English ones.
const keywords = (family: Family) => LEXICON[family === 'zh' ? 'en' : family]

const LETTERS = /[\p{Script=Latin}]+/gu

/** Keywords a word may be corrected into, per family (everyday words are protected, never targets). */
const targets = new Map<Family, string[]>()
function keywordTargets(family: Family): string[] {
  let list = targets.get(family)
  if (!list) {
    list = [...keywords(family)].filter((w) => w.length >= 3 && !commonOnly(family, w))
    targets.set(family, list)
  }
  return list
}

/** The instruction with misspelt words replaced; `extra` are more known words (folded), as written. */
export function correctSpelling(text: string, family: Family, extra: Map<string, string>): string {
  const base = keywords(family)
  const isKnown = (w: string) => base.has(w) || extra.has(w)
  return text.replace(LETTERS, (word) => {
    const folded = fold(word)
    if (folded.length < 4 || isKnown(folded) || isKnown(folded.replace(/s$/, ''))) return word
    const limit = folded.length >= 8 ? 2 : 1
    let best: string | null = null
    let bestSteps = Infinity
    let tied = false
    const consider = (c: string) => {
      if (c[0] !== folded[0] || Math.abs(c.length - folded.length) > limit || c.length < 3) return
      const steps = distance(folded, c).steps
      if (steps > limit) return
      if (steps < bestSteps) {
        best = c
        bestSteps = steps
        tied = false
      } else if (steps === bestSteps && c !== best) tied = true
    }
    for (const c of keywordTargets(family)) consider(c)
    for (const c of extra.keys()) if (!commonOnly(family, c)) consider(c)
    const found = best as string | null
    if (!found || tied || found === `${folded}s` || `${found}s` === folded) return word
    const written = extra.get(found) ?? found
    return word[0] === word[0].toUpperCase() ? written.charAt(0).toUpperCase() + written.slice(1) : written
  })
}

/** A common word is protected from correction but is never a correction itself. */
const commonOnly = (family: Family, word: string) => COMMON_WORDS[family === 'zh' ? 'en' : family].has(word)

/** Known words from titles and course names: folded word → the word as written (accents kept). */
export function knownWords(texts: Iterable<string>, base?: Map<string, string>): Map<string, string> {
  const out = new Map(base)
  for (const text of new Set(texts)) {
    for (const word of text.match(LETTERS) ?? []) {
      const folded = fold(word)
      if (folded.length >= 4 && !out.has(folded)) out.set(folded, word.toLowerCase())
    }
  }
  return out
}
