// The mistakes module's public surface: other modules import from here, never from its files.
export type { MistakesTable } from './mistakes.tables'
export { advanceRetest, findOwnMistake } from './mistakes.repository'
export type { MistakeRow } from './mistakes.repository'
