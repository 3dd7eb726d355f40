/**
 * Text helpers the reader shares: accents folded for matching (dérivée → derivee), and whether a
 * question writes decimal commas (12,5 in French and Spanish).
 */
const FRENCH_OR_SPANISH = /\b(le|la|les|des|du|de|el|los|las|del|et|y|calcule[rz]?|resous|resoudre|resuelve|cuanto|combien|simplifie[rz]?|simplifica|derivee|derivada|sistema|systeme)\b/

export function foldAccents(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
}

/** French and Spanish write decimal commas; elsewhere 1,000 groups thousands. */
export function usesDecimalComma(folded: string, fallback: boolean): boolean {
  if (FRENCH_OR_SPANISH.test(folded)) return true
  if (/\b(the|of|what|solve|simplify|find|is)\b/.test(folded)) return false
  return fallback
}
