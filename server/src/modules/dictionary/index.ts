// The dictionary module's public surface: other modules import from here, never from its files.
export { COURSES, STAGES, TONES, gradeById, isCourseId } from './dictionary.data'
export { courseList, gradeList, toneList } from './dictionary.lists'
