// The mistakes module's public surface: other modules import from here, never from its files.
export type { MistakesTable } from './mistakes.tables'
