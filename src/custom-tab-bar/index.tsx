// The mini-program requires this component when app.config's tabBar is `custom`. It draws
// nothing: each tab page draws components/tab-bar itself, the same way on H5 and in WeChat,
// so one component (and its tests) covers both targets.
export default function CustomTabBar() {
  return null
}
