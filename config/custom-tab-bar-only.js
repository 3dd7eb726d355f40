// Stands in for @tarojs/router's tabbar.js in the H5 build (config/index.ts). Taro's router
// draws its own tab bar (a Stencil element) unless the app's tab bar is custom, which ours is
// (src/app.config.ts: every tab page draws components/tab-bar); but importing it put the element
// and Stencil's runtime on the first route (13.7 KiB gzipped) for a branch that never runs.
// A stock tab bar would fail loudly here, not silently vanish.
export function initTabbar(config) {
  if (config.tabBar != null && !config.tabBar.custom) {
    throw new Error("Taro's own tab bar is not built into this app: tabBar.custom must stay true (config/custom-tab-bar-only.js)")
  }
}
