import { ALL_ROUTES, TAB_ROUTES } from './routes'
import zhHans from './locales/zh-Hans/core'

const TAB_KEYS = ['canvas', 'todayTasks', 'schedule', 'tactics', 'user'] as const

export default defineAppConfig({
  // The first page is the home (canvas); H5 also answers `/` with it (config/index.ts).
  pages: ALL_ROUTES.map((r) => r.path),
  window: {
    navigationStyle: 'custom',
    backgroundTextStyle: 'dark',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTextStyle: 'black',
    backgroundColor: '#F6F7F9',
  },
  tabBar: {
    // Our own bar (components/tab-bar) is drawn by every tab page on both targets; the list is
    // declared so the mini-program treats these pages as tabs (switchTab, no back button).
    custom: true,
    color: '#8A8F99',
    selectedColor: '#FF2E2E',
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: TAB_ROUTES.map((r, i) => ({ pagePath: r.path, text: zhHans.tab[TAB_KEYS[i]] })),
  },
  // H5: no router-wide slide; the routes that animate (routes.ts `enter`) do it themselves.
  animation: false,
})
