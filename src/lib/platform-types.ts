/** Which build this is: the mobile web app or the WeChat mini-program. */
export type Platform = 'h5' | 'weapp'

export interface NavMetrics {
  /** Height of the phone's status bar above our navigation bar, px. */
  statusBarHeight: number
  navBarHeight: number
  /** Room to leave on the right for the mini-program capsule button, px. */
  capsuleSpace: number
}
