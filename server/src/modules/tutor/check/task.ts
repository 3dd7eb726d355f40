/**
 * What the checker found the question to ask, as mathjs sources it can evaluate. Nothing here
 * comes from the solver: the two readings meet only when an answer is judged.
 */
export interface Relation {
  lhs: string
  op: '=' | '<' | '>' | '≤' | '≥' | '≠'
  rhs: string
}

export type Task =
  /** The real solutions of equations (conditions and a pick included), or the set an inequality holds on. */
  | { k: 'solve'; v: string; relations: Relation[]; conditions: Relation[]; pick?: 'larger' | 'smaller'; then?: string }
  | { k: 'system'; vars: string[]; relations: Relation[] }
  /** A number (percent: asked as a percentage; both: ± a square root). */
  /** given: the letter whose value the question gives ("when a = 2"): "a = 2" is not the answer */
  | { k: 'value'; src: string; percent?: boolean; both?: boolean; exact?: boolean; given?: string }
  | { k: 'expression'; src: string; vars: string[]; form?: 'factored' | 'expanded' }
  | { k: 'derivative'; src: string; v: string; at?: number }
