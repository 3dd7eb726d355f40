import { ALL_ROUTES, TAB_ROUTES } from './routes'
import zhHans from './locales/zh-Hans/core'

// A tab's label is its route's title key (`route.canvas` → `tab.canvas`), in the default language.
const tabText = (title: string) => zhHans.tab[title.replace(/^route\./, '') as keyof typeof zhHans.tab]

export default defineAppConfig({
  // The first page is the home (canvas); H5 also answers `/` with it (config/index.ts).
  pages: ALL_ROUTES.filter((r) => !r.subpackage).map((r) => r.path),
  subPackages: [...new Set(ALL_ROUTES.flatMap((r) => (r.subpackage ? [r.subpackage] : [])))].map((root) => ({
    root,
    pages: ALL_ROUTES.filter((r) => r.subpackage === root).map((r) => r.path.slice(root.length + 1)),
  })),
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
    selectedColor: '#d61f26',
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: TAB_ROUTES.map((r) => ({ pagePath: r.path, text: tabText(r.title) })),
  },
  // H5: no router-wide slide; the routes that animate (routes.ts `enter`) do it themselves.
  animation: false,
})
