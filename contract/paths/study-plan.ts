export const STUDY_PLAN_PATHS = {
  queryEvent: '/api/v1/study-plan/query-event',
  instruction: '/api/v1/study-plan/instruction',
  createEvent: '/api/v1/study-plan/event/create',
  alterEvent: '/api/v1/study-plan/alter-event',
  presetEvent: '/api/v1/study-plan/preset-event',
  undoRedoStatus: '/api/v1/study-plan/undo-redo-status',
  undoOrRedo: '/api/v1/study-plan/undo-or-redo',
  cleanStack: '/api/v1/study-plan/clean-stack',
  deleteEvent: '/api/v1/study-plan/event',
  clearUnreadEvent: '/api/v1/study-plan/clear-unread-event',
  unreadEventNum: '/api/v1/study-plan/unread-event-num',
  /** GET one event or occurrence (DELETE on the same path removes it). */
  event: '/api/v1/study-plan/event',
  applyProposal: '/api/v1/study-plan/apply-proposal',
  exportIcs: '/api/v1/study-plan/export-ics',
} as const
