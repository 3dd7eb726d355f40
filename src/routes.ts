/**
 * The route table: every page, whether it needs a signed-in student, and its title key.
 * Pure data with no imports, because app.config.ts (read at build time) uses it too.
 */
export interface RouteDef {
  path: string
  /** i18n key of the navigation-bar title. */
  title: string
  needLogin: boolean
  /** Position in the tab bar, for the five tab pages. */
  tab?: number
  /** Entrance animation: slide in from the right in 300 ms, or fade in over 200 ms. */
  enter?: 'slide' | 'fade'
  /** The page cannot be left by swiping (or going) back. */
  noSwipeBack?: boolean
  /**
   * Root of the mini-program subpackage the page lives in (loaded when first opened, outside the
   * main package's size budget); the path starts with it.
   */
  subpackage?: string
}

export const ROUTES = {
  canvas: { path: 'pages/canvas/index', title: 'route.canvas', needLogin: false, tab: 0 },
  todayTasks: { path: 'pages/todaytasks/index', title: 'route.todayTasks', needLogin: true, tab: 1 },
  schedule: { path: 'pages/schedule/index', title: 'route.schedule', needLogin: true, tab: 2 },
  tactics: { path: 'pages/examination/tactics', title: 'route.tactics', needLogin: true, tab: 3 },
  user: { path: 'pages/user/user', title: 'route.user', needLogin: true, tab: 4 },

  accessLogin: { path: 'pages/access/login', title: 'route.accessLogin', needLogin: false, noSwipeBack: true },
  login: { path: 'pages/login/index', title: 'route.login', needLogin: false },
  loginAccount: { path: 'pages/login/account', title: 'route.loginAccount', needLogin: false },
  accountRegister: { path: 'pages/login/accountRegister', title: 'route.accountRegister', needLogin: false },
  mobileNumber: { path: 'pages/login/mobilenumber', title: 'route.mobileNumber', needLogin: false },
  verification: { path: 'pages/login/verification', title: 'route.verification', needLogin: false },
  acceptInvite: { path: 'pages/acceptInvite/acceptInvite', title: 'route.acceptInvite', needLogin: false },
  activationExchange: { path: 'pages/activation-exchange/activation-exchange', title: 'route.activationExchange', needLogin: true },
  collectionSteps: { path: 'pages/collectionsteps/collectionsteps', title: 'route.collectionSteps', needLogin: true },
  notificationList: { path: 'pages/notificationlist/notificationlist', title: 'route.notificationList', needLogin: true },
  order: { path: 'pages/order/order', title: 'route.order', needLogin: true },
  scanPay: { path: 'pages/scan-pay/scan-pay', title: 'route.scanPay', needLogin: true },
  scheduleDetail: { path: 'pages/scheduleDetail/index', title: 'route.scheduleDetail', needLogin: true, enter: 'slide' },
  settingAccount: { path: 'pages/setting/account', title: 'route.settingAccount', needLogin: true },
  settingDestroy: { path: 'pages/setting/destroy', title: 'route.settingDestroy', needLogin: true },
  setting: { path: 'pages/setting/index', title: 'route.setting', needLogin: true },
  statement: { path: 'pages/statement/index', title: 'route.statement', needLogin: false },
  feedback: { path: 'pages/user/feedbackform', title: 'route.feedback', needLogin: true },
  invitationDetails: { path: 'pages/user/invitationdetails', title: 'route.invitationDetails', needLogin: true },
  qrcode: { path: 'pages/user/qrcode', title: 'route.qrcode', needLogin: true },
  vip: { path: 'pages/vip/index', title: 'route.vip', needLogin: true },
  webview: { path: 'pages/webview/index', title: 'route.webview', needLogin: false },
  requestUsage: { path: 'pages/firsttimenoaccess/requestusage', title: 'route.requestUsage', needLogin: true },
  upgrade: { path: 'pages/upgrade/index', title: 'route.upgrade', needLogin: false, enter: 'fade' },
  // A conversation with the tutor: its maths renderer (KaTeX, markdown-it) stays out of the main package.
  chat: { path: 'packages/tutor/chat', title: 'route.chat', needLogin: true, subpackage: 'packages/tutor' },
  // A re-test answered with the tutor's checker and help ladder, its exercise rendered with the tutor's maths.
  retest: { path: 'packages/tutor/retest', title: 'route.retest', needLogin: true, subpackage: 'packages/tutor', enter: 'slide' },
  // The student chooses what a parent sees and makes links; the parent's page needs no account and
  // lives in its own subpackage (a lazy H5 chunk), away from the first route and the main package.
  parentShare: { path: 'pages/user/parentshare', title: 'route.parentShare', needLogin: true, enter: 'slide' },
  parentDigest: { path: 'packages/parent/digest', title: 'route.parentDigest', needLogin: false, subpackage: 'packages/parent' },
} satisfies Record<string, RouteDef>

export type RouteName = keyof typeof ROUTES

export const ALL_ROUTES: RouteDef[] = Object.values(ROUTES)

export const TAB_ROUTES: RouteDef[] = ALL_ROUTES.filter((r) => r.tab !== undefined).sort((a, b) => a.tab! - b.tab!)

export function routeByPath(path: string): RouteDef | undefined {
  const clean = path.replace(/^\//, '').split('?')[0]
  return ALL_ROUTES.find((r) => r.path === clean)
}
