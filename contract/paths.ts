/**
 * Every API path (spec §7 plus the endpoints we added under the same style). Client and server
 * both use these names, so a path is spelled once.
 */
export const PATHS = {
  health: '/api/health',
  healthLive: '/api/health/live',
  healthReady: '/api/health/ready',
  /** KaTeX's fonts (`<path>/<name>.woff2`) for the mini-program, which cannot bundle them. */
  mathFonts: '/assets/katex-fonts',

  /** Added: the app's start-up data in one call (contract/app-start.ts). */
  app: {
    start: '/api/v1/app/start',
  },

  user: {
    smsCode: '/api/v1/user/phone/sms-code',
    loginPhoneCode: '/api/v1/user/login/phone-code',
    loginPhoneOnly: '/api/v1/user/login/phone-only',
    inviterInfo: '/api/v1/user/inviter-info',
    inviterInfoByCode: '/api/v1/user/inviter-info/code',
    inviteAccept: '/api/v1/user/invite/accept',
    activeInviteCode: '/api/v1/user/active/invite-code',
    alterProfile: '/api/v1/user/alter-profile',
    schoolSearch: '/api/v1/user/school/search',
    gradeList: '/api/v1/user/grade-list',
    courseList: '/api/v1/user/course-list',
    alterSettings: '/api/v1/user/alter-settings',
    toneList: '/api/v1/user/tone-list',
    info: '/api/v1/user/info',
    inviteList: '/api/v1/user/invite-list',
    activeInviteUser: '/api/v1/user/active/invite-user',
    inviteCode: '/api/v1/user/invite-code',
    alterSleep: '/api/v1/user/alter-sleep',
    deactivate: '/api/v1/user/deactivate',
    logout: '/api/v1/user/logout',
    checkAccount: '/api/v1/user/check-account',
    registerAccount: '/api/v1/user/register/account',
    loginAccount: '/api/v1/user/login/account',
    updateDeviceId: '/api/v1/user/update-device-id',
    checkingVersion: '/api/v1/user/checking-version',
    // Added (same style): password change, avatar upload, deletion confirmation, adding a school.
    alterPassword: '/api/v1/user/alter-password',
    avatar: '/api/v1/user/avatar',
    deactivateConfirm: '/api/v1/user/deactivate/confirm',
    schoolAdd: '/api/v1/user/school/add',
  },

  resource: {
    qrCodeInfo: '/api/v1/resource/qr-code-info',
    // Added (same style): the user agreement and privacy policy; the web view's allow-list check.
    statement: '/api/v1/resource/statement',
    webviewCheck: '/api/v1/resource/webview-check',
    /** Uploaded avatars: `${avatar}/<file>` (public: names are random). */
    avatar: '/api/v1/resource/avatar',
  },

  invitation: {
    active: '/api/v2/invitation/active',
    joinWaitList: '/api/v2/invitation/join-wait-list',
  },

  chat: {
    createChat: '/api/v1/mugchat/create-chat',
    questionDifficulty: '/api/v1/mugchat/question/difficulty',
    init: '/api/v1/chat/init',
    messageUpdate: '/api/v1/chat/message/update',
    systemNotice: '/api/v1/chat/system/notice',
    noReadCount: '/api/v1/chat/history/noread/count',
    // Added (same style): asking and streaming, history, reading, photos, the mistake notebook.
    /** POST: ask or follow up; answers text/event-stream. */
    message: '/api/v1/chat/message',
    /** GET ?message_id: the stream of a reply still being written (after a reconnect). */
    stream: '/api/v1/chat/message/stream',
    stop: '/api/v1/chat/message/stop',
    /** POST: write the last reply again; answers text/event-stream. */
    regenerate: '/api/v1/chat/message/regenerate',
    history: '/api/v1/chat/history',
    read: '/api/v1/chat/history/read',
    /** POST multipart/form-data, one `file`. */
    upload: '/api/v1/chat/image/upload',
    /** GET ?image_id: the photo, to its owner only. */
    image: '/api/v1/chat/image',
    /** POST { message_id } marks a question as a mistake; DELETE ?message_id takes it back. */
    mistake: '/api/v1/chat/mistake',
  },

  // Added (same style): VIP plans, orders, payment notifications and the sandbox checkout.
  vip: {
    plans: '/api/v1/vip/plans',
  },

  order: {
    create: '/api/v1/order/create',
    /** POST { order_id }: start paying a pending order again (e.g. from the order list). */
    pay: '/api/v1/order/pay',
    list: '/api/v1/order/list',
    detail: '/api/v1/order/detail',
    cancel: '/api/v1/order/cancel',
  },

  pay: {
    /** The payment provider's notifications (raw body, signed); not for the app. */
    notify: '/api/v1/pay/notify',
    /** The sandbox's checkout page (HTML), only with PAY_PROVIDER=sandbox. */
    sandboxCheckout: '/api/v1/pay/sandbox/checkout',
  },

  feedback: {
    /** POST multipart/form-data, one `file` (a screenshot). */
    image: '/api/v1/feedback/image',
    create: '/api/v1/feedback/create',
  },

  notification: {
    list: '/api/v1/notification/list',
    unreadCount: '/api/v1/notification/unread-count',
    read: '/api/v1/notification/read',
    pushConfig: '/api/v1/notification/push-config',
  },

  studyPlan: {
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
  },

  todayTasks: {
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
  },

  examTactics: {
    examList: '/api/v1/exam-tactics/exam-list',
    tactics: '/api/v1/exam-tactics/tactics',
    scheduleBlocks: '/api/v1/exam-tactics/schedule-blocks',
    /** Finished exams (last EXAM_REVIEW_DAYS local days) not reviewed yet. */
    reviewsDue: '/api/v1/exam-tactics/reviews-due',
    review: '/api/v1/exam-tactics/review',
  },

  /** The parent's week (issue 19): the student's shares, and the digest a link opens without an account. */
  parentDigest: {
    /** GET the student's shares; POST creates one (answers the link's token once). */
    shares: '/api/v1/parent-digest/shares',
    revoke: '/api/v1/parent-digest/share/revoke',
    /** POST { token } without a session: the digest (POST so the token stays out of access logs). */
    view: '/api/v1/parent-digest/view',
  },
} as const
