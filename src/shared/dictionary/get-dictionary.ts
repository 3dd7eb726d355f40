import type { Course, Grade, Tone } from '@contract/user'
import { USER_API } from '@contract/routes/table/user'
import { call } from '@/lib/http/call'

// Read at app start in the background: a failure must not toast over the first screen.
const quiet = { hideErrorToast: true }

// Return types named: the store's Promise.all over three inferred schema types is too deep for tsc.
export const getGradeList = (): Promise<Grade[]> => call(USER_API.gradeList, undefined, quiet)
export const getCourseList = (): Promise<Course[]> => call(USER_API.courseList, undefined, quiet)
export const getToneList = (): Promise<Tone[]> => call(USER_API.toneList, undefined, quiet)
