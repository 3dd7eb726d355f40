export const TODAY_TASKS_PATHS = {
  list: '/api/v1/today-tasks/list',
  focus: '/api/v1/today-tasks/focus',
  /** The student's own grade, only for a re-test the tutor's checker cannot judge (409044 otherwise). */
  retestResult: '/api/v1/today-tasks/retest-result',
  /** The re-test's exercise: the tutor's similar example when it can write one. */
  similarQuestion: '/api/v1/today-tasks/similar-question',
  /** A typed answer (or giving up), checked by the tutor's checker; the server grades the re-test. */
  retestAnswer: '/api/v1/today-tasks/retest-answer',
  /** A help step (hint, similar example) on a checked re-test: a right answer after it grades "with help". */
  retestHelp: '/api/v1/today-tasks/retest-help',
} as const
