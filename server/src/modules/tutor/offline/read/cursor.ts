import type { MathItem } from './maths'
import type { Role } from './roles'

/** What the frames read: roles, classified maths and clause separators. */
export type Tok = { t: 'role'; role: Role; text: string } | { t: 'math'; m: MathItem } | { t: 'sep' }

type Kind = MathItem['kind']
export type MathOf<K extends Kind> = Extract<MathItem, { kind: K }>

/**
 * A position in the tokens. Frames take what they expect and must end `done()`: a token nobody
 * took means a part of the question was not understood.
 */
export class Cursor {
  constructor(
    readonly toks: Tok[],
    public i = 0,
  ) {}

  done(): boolean {
    return this.i >= this.toks.length
  }

  peek(offset = 0): Tok | undefined {
    return this.toks[this.i + offset]
  }

  isRole(roles: Role[], offset = 0): boolean {
    const t = this.peek(offset)
    return t?.t === 'role' && roles.includes(t.role)
  }

  isMath(kinds: Kind[], offset = 0): boolean {
    const t = this.peek(offset)
    return t?.t === 'math' && kinds.includes(t.m.kind)
  }

  /** Takes one of these roles, if it comes next. */
  role(...roles: Role[]): Role | null {
    const t = this.peek()
    if (t?.t !== 'role' || !roles.includes(t.role)) return null
    this.i++
    return t.role
  }

  /** Takes any number of these roles (and separators when `seps`). */
  skip(roles: Role[], seps = false): number {
    let n = 0
    for (;;) {
      if (this.role(...roles)) n++
      else if (seps && this.sep()) n++
      else return n
    }
  }

  math<K extends Kind>(...kinds: K[]): MathOf<K> | null {
    const t = this.peek()
    if (t?.t !== 'math' || !kinds.includes(t.m.kind as K)) return null
    this.i++
    return t.m as MathOf<K>
  }

  sep(): boolean {
    if (this.peek()?.t !== 'sep') return false
    this.i++
    return true
  }

  /** Runs `read` and rewinds when it fails, so alternatives can be tried. */
  attempt<T>(read: () => T | null): T | null {
    const at = this.i
    const out = read()
    if (out === null) this.i = at
    return out
  }
}

/** Runs a frame on fresh tokens; it counts only if it took them all. */
export function whole<T>(toks: Tok[], frame: (c: Cursor) => T | null): T | null {
  const c = new Cursor(toks)
  const out = frame(c)
  return out !== null && c.done() ? out : null
}
