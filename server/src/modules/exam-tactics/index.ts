// The exam-tactics module's public surface: other modules import from here, never from its files.
export { upcomingExams } from './exams'
