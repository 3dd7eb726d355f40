import type { Family } from './types'

/**
 * Things students count: "3 to 5 pages", "20 páginas", "2 chapitres", "10个单词". A number before
 * one of them is a quantity, never a clock time, so "quiz at 3 to 5 pages" has no time (and is
 * asked when) and "leer 20 páginas a las 7" is 07:00 with "20 páginas" in the title.
 */
const NOUNS: Record<Family, string> = {
  en: 'pages?|pp|exercises?|questions?|problems?|words?|chapters?|units?|sections?|paragraphs?|flashcards?|cards?|laps?|km|miles?|sets?|reps?|poems?|lines?|sentences?|verbs?|articles?',
  fr: 'pages?|exercices?|questions?|problemes?|mots|chapitres?|fiches?|paragraphes?|tours|km|lignes?|phrases?|verbes?|textes?|poemes?',
  es: 'paginas?|ejercicios?|preguntas?|problemas?|palabras?|capitulos?|temas?|fichas?|vueltas?|km|lineas?|frases?|verbos?|textos?|poemas?',
  // Matched in folded text (Simplified script).
  zh: '页|道题|道|章|篇|遍|个单词|个单字|个字|个题|首',
}

/** What may join the number to a second one first: "3 to 5 pages", "3 ou 4 exercices", "3到5页". */
const JOIN: Record<Family, string> = {
  en: '(?:to|-|–|or|and)',
  fr: '(?:a|-|–|ou|et)',
  es: '(?:a|-|–|o|y)',
  zh: '(?:到|至|-|~|或)',
}

const FAMILIES: Family[] = ['en', 'fr', 'es', 'zh']
const wordEnd = (f: Family) => (f === 'zh' ? '' : '(?![a-z])')
const FOLLOWED = Object.fromEntries(
  FAMILIES.map((f) => [f, new RegExp(`^\\s*(?:${JOIN[f]}\\s*\\d{1,4}\\s*)?(?:${NOUNS[f]})${wordEnd(f)}`)]),
) as Record<Family, RegExp>

/** A counted quantity in folded text ("3 to 5 pages", "20 paginas", "3到5页"), every one. */
export const COUNTED = Object.fromEntries(
  FAMILIES.map((f) => [f, new RegExp(`\\d{1,4}\\s*(?:${JOIN[f]}\\s*\\d{1,4}\\s*)?(?:${NOUNS[f]})${wordEnd(f)}`, 'g')]),
) as Record<Family, RegExp>

/**
 * True when the match (a would-be clock time) is a number of things: it ends in a bare number ("at
 * 3", "3 to 5"; not "18h", "18:00", "4pm", which are times whatever follows: "à 18h exercices de
 * chimie") and a count noun follows.
 */
export function countsThings(text: string, m: RegExpExecArray, family: Family): boolean {
  return BARE_NUMBER_END.test(m[0]) && !HOUR_WORD[family].test(m[0]) && FOLLOWED[family].test(text.slice(m.index + m[0].length))
}

/** "a las 9" is an hour whatever follows ("a las 9 ejercicios de física"): "las" stands for "las horas". */
const HOUR_WORD: Record<Family, RegExp> = { en: /(?!)/, fr: /(?!)/, es: /\blas?\s/, zh: /(?!)/ }

const BARE_NUMBER_END = /(?<![:\d.])\d{1,4}\s*$/
