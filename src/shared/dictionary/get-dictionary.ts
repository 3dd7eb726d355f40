import type { Course, Grade, Tone } from '@contract/user'
import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

// Read at app start in the background: a failure must not toast over the first screen.
const quiet = { hideErrorToast: true }

// Return types named: the store's Promise.all over three inferred schema types is too deep for tsc.
export const getGradeList = (): Promise<Grade[]> => call(ENDPOINTS.user.gradeList, undefined, quiet)
export const getCourseList = (): Promise<Course[]> => call(ENDPOINTS.user.courseList, undefined, quiet)
export const getToneList = (): Promise<Tone[]> => call(ENDPOINTS.user.toneList, undefined, quiet)
