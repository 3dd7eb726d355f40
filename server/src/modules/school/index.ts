// The school module's public surface: other modules import from here, never from its files.
export { findSchoolName } from './school.repository'
