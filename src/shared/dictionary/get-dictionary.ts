import { PATHS } from '@contract/paths'
import type { Course, Grade, Tone } from '@contract/user'
import { http } from '@/lib/http/http-client'

// Read at app start in the background: a failure must not toast over the first screen.
const quiet = { hideErrorToast: true }

export const getGradeList = () => http.get<Grade[]>(PATHS.user.gradeList, undefined, quiet)
export const getCourseList = () => http.get<Course[]>(PATHS.user.courseList, undefined, quiet)
export const getToneList = () => http.get<Tone[]>(PATHS.user.toneList, undefined, quiet)
