// The today-tasks module's public surface: other modules import from here, never from its files.
export { streakOf } from './streak'
export { focusMinutesByDay, retestsBetween } from './activity.repository'
