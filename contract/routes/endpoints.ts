import { PATHS } from '../paths'
import type { Endpoint } from './route'

/**
 * Every route of the API's route map (contract/routes/index.ts) as method + path: plain strings, the
 * only part of the map the client's bundle carries (it takes the schemas' types with `import type`).
 * A route's schemas live in contract/routes/<area>.ts, built from the entry here; the compiler and
 * server/test/architecture/route-map.test.ts keep the two the same. Outside the map (not JSON, not
 * for the app): see OUTSIDE_THE_MAP in contract/routes/index.ts.
 */
const get = <P extends string>(path: P): Endpoint<'GET', P> => ({ method: 'GET', path })
const post = <P extends string>(path: P): Endpoint<'POST', P> => ({ method: 'POST', path })
const put = <P extends string>(path: P): Endpoint<'PUT', P> => ({ method: 'PUT', path })
const del = <P extends string>(path: P): Endpoint<'DELETE', P> => ({ method: 'DELETE', path })

export const ENDPOINTS = {
  app: {
    start: get(PATHS.app.start),
  },
  auth: {
    smsCode: get(PATHS.user.smsCode),
    loginPhoneCode: post(PATHS.user.loginPhoneCode),
    loginPhoneOnly: post(PATHS.user.loginPhoneOnly),
    checkAccount: get(PATHS.user.checkAccount),
    registerAccount: post(PATHS.user.registerAccount),
    loginAccount: post(PATHS.user.loginAccount),
    logout: get(PATHS.user.logout),
    alterPassword: put(PATHS.user.alterPassword),
  },
  user: {
    info: get(PATHS.user.info),
    checkingVersion: get(PATHS.user.checkingVersion),
    alterProfile: put(PATHS.user.alterProfile),
    alterSettings: put(PATHS.user.alterSettings),
    alterSleep: put(PATHS.user.alterSleep),
    updateDeviceId: put(PATHS.user.updateDeviceId),
    /** multipart/form-data, one `file`. */
    avatar: post(PATHS.user.avatar),
    deactivate: get(PATHS.user.deactivate),
    deactivateConfirm: post(PATHS.user.deactivateConfirm),
    schoolSearch: get(PATHS.user.schoolSearch),
    schoolAdd: post(PATHS.user.schoolAdd),
    gradeList: get(PATHS.user.gradeList),
    courseList: get(PATHS.user.courseList),
    toneList: get(PATHS.user.toneList),
  },
  invitation: {
    inviterInfo: get(PATHS.user.inviterInfo),
    inviterInfoByCode: get(PATHS.user.inviterInfoByCode),
    inviteAccept: get(PATHS.user.inviteAccept),
    activeInviteCode: get(PATHS.user.activeInviteCode),
    active: post(PATHS.invitation.active),
    joinWaitList: get(PATHS.invitation.joinWaitList),
    inviteCode: get(PATHS.user.inviteCode),
    inviteList: get(PATHS.user.inviteList),
    activeInviteUser: get(PATHS.user.activeInviteUser),
    qrCodeInfo: get(PATHS.resource.qrCodeInfo),
  },
  resource: {
    statement: get(PATHS.resource.statement),
    webviewCheck: get(PATHS.resource.webviewCheck),
  },
  chat: {
    init: get(PATHS.chat.init),
    createChat: get(PATHS.chat.createChat),
    noReadCount: get(PATHS.chat.noReadCount),
    read: post(PATHS.chat.read),
    systemNotice: get(PATHS.chat.systemNotice),
    messageUpdate: post(PATHS.chat.messageUpdate),
    history: get(PATHS.chat.history),
    questionDifficulty: get(PATHS.chat.questionDifficulty),
    stop: post(PATHS.chat.stop),
    /** text/event-stream */
    message: post(PATHS.chat.message),
    /** text/event-stream */
    regenerate: post(PATHS.chat.regenerate),
    /** text/event-stream */
    stream: get(PATHS.chat.stream),
    /** multipart/form-data, one `file`. */
    upload: post(PATHS.chat.upload),
    markMistake: post(PATHS.chat.mistake),
    unmarkMistake: del(PATHS.chat.mistake),
  },
  vip: {
    plans: get(PATHS.vip.plans),
  },
  order: {
    create: post(PATHS.order.create),
    pay: post(PATHS.order.pay),
    list: get(PATHS.order.list),
    detail: get(PATHS.order.detail),
    cancel: post(PATHS.order.cancel),
  },
  feedback: {
    /** multipart/form-data, one `file`. */
    image: post(PATHS.feedback.image),
    create: post(PATHS.feedback.create),
  },
  notification: {
    list: get(PATHS.notification.list),
    unreadCount: get(PATHS.notification.unreadCount),
    read: post(PATHS.notification.read),
    pushConfig: get(PATHS.notification.pushConfig),
  },
  studyPlan: {
    queryEvent: get(PATHS.studyPlan.queryEvent),
    event: get(PATHS.studyPlan.event),
    createEvent: post(PATHS.studyPlan.createEvent),
    alterEvent: put(PATHS.studyPlan.alterEvent),
    deleteEvent: del(PATHS.studyPlan.deleteEvent),
    unreadEventNum: get(PATHS.studyPlan.unreadEventNum),
    clearUnreadEvent: get(PATHS.studyPlan.clearUnreadEvent),
    exportIcs: get(PATHS.studyPlan.exportIcs),
    instruction: post(PATHS.studyPlan.instruction),
    applyProposal: post(PATHS.studyPlan.applyProposal),
    presetEvent: get(PATHS.studyPlan.presetEvent),
    undoRedoStatus: get(PATHS.studyPlan.undoRedoStatus),
    undoOrRedo: get(PATHS.studyPlan.undoOrRedo),
    cleanStack: get(PATHS.studyPlan.cleanStack),
  },
  todayTasks: {
    list: get(PATHS.todayTasks.list),
    focus: post(PATHS.todayTasks.focus),
    retestResult: post(PATHS.todayTasks.retestResult),
    retestAnswer: post(PATHS.todayTasks.retestAnswer),
    retestHelp: post(PATHS.todayTasks.retestHelp),
    similarQuestion: post(PATHS.todayTasks.similarQuestion),
  },
  examTactics: {
    examList: get(PATHS.examTactics.examList),
    tactics: get(PATHS.examTactics.tactics),
    scheduleBlocks: get(PATHS.examTactics.scheduleBlocks),
    reviewsDue: get(PATHS.examTactics.reviewsDue),
    review: post(PATHS.examTactics.review),
  },
} as const
