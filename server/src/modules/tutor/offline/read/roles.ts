/**
 * What a word of a question does, whatever its language. The reader turns every word of a question
 * into one of these (or declines the question): the frames then read a sequence of roles and maths,
 * so "30 % de moins que 80", "30% less than 80" and "比 80 少 30%" meet the same grammar.
 */
export type Role =
  // what to do
  | 'SOLVE' | 'FIND' | 'COMPUTE' | 'ASK' | 'SIMPLIFY' | 'EXPAND' | 'FACTOR' | 'DERIVE'
  // what it is about (nouns that only confirm the kind of question)
  | 'EQUATION' | 'INEQUALITY' | 'SYSTEM' | 'PROPORTION' | 'FUNCTION' | 'EXPRESSION' | 'NUMBER'
  /** "the value of" before an expression; VALUE_Q after one ("的值", "是多少", "equal?") */
  | 'VALUE' | 'VALUE_Q'
  // conditions and order
  | 'COND' | 'COND_END' | 'AT' | 'AT_END' | 'THEN' | 'AND' | 'OR' | 'OF' | 'IS' | 'WITH'
  // percentages
  | 'LESS' | 'MORE' | 'THAN' | 'INCREASE' | 'DECREASE' | 'DISCOUNT' | 'BY' | 'FROM' | 'TO' | 'MOVES' | 'MOVES_UP' | 'MOVES_DOWN' | 'PRICE'
  | 'PERCENT_CHANGE' | 'WHAT_PERCENT'
  // prices and unit rates: "costs", "has", 打…折 (pay), "after", 支/本/个 (measure words)
  | 'COSTS' | 'HAS' | 'PAY' | 'AFTER' | 'MEASURE'
  /**
   * A word the reader does not know (a shirt, 铅笔): only the price and unit-rate frames take it,
   * as the thing priced; in any other question it still makes the reader decline.
   */
  | 'ITEM'
  // arithmetic in words
  | 'PLUS' | 'MINUS' | 'TIMES' | 'DIVIDED' | 'ADD' | 'SUBTRACT' | 'MULTIPLY' | 'DIVIDE' | 'SQUARED' | 'CUBED' | 'HALF' | 'DOUBLE' | 'TRIPLE'
  | 'SQRT' | 'SQRT_PM' | 'AVERAGE'
  // lines
  | 'SLOPE' | 'YINT' | 'XINT' | 'LINE' | 'THROUGH' | 'POINT'
  // which solution
  | 'ROOT' | 'LARGER' | 'SMALLER' | 'POSITIVE' | 'NEGATIVE'
  | 'DEGREES' | 'UNIT' | 'LABEL' | 'CHECK'
  /** Words that never change the meaning: articles, "please", "step by step". Dropped. */
  | 'FILLER'

/** A phrase (lower case, accents kept where they matter: "où" is not "ou") and its role. */
export type Entry = [phrase: string, role: Role]

/**
 * Single letters that are words in some languages ("a price", "40 a 50", "x y 2x") but maths
 * anywhere near an operator: read as words only between words, or between two complete pieces
 * of maths in a language where they are words.
 */
export const LETTER_WORDS: Record<string, Partial<Record<'en' | 'fr' | 'es', Role>>> = {
  a: { en: 'FILLER', es: 'TO', fr: 'FILLER' },
  y: { es: 'AND' },
  e: { es: 'AND' },
  o: { es: 'OR' },
  u: { es: 'OR' },
}

/** Verbs a student may misspell by one letter ("slove", "simplfy"): read them anyway. */
export const TYPO_TOLERANT: Role[] = ['SOLVE', 'COMPUTE', 'SIMPLIFY', 'EXPAND', 'FACTOR', 'DERIVE']
