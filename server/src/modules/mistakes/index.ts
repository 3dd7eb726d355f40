// The mistakes module's public surface: other modules import from here, never from its files.
export type { MistakesTable } from './mistakes.tables'
export { advanceRetest, bringCourseRetestsForward, findOwnMistake, markedMessageIds, mistakesDueBefore, recentCourseMistakes } from './mistakes.repository'
export type { MistakeRow } from './mistakes.repository'
