// The feedback module's public surface: other modules import from here, never from its files.
export { feedbackFileKeys } from './feedback.repository'
