import { ALL_ROUTES, TAB_ROUTES } from './routes'

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
    list: TAB_ROUTES.map((r) => ({ pagePath: r.path, text: r.title })),
  },
  animation: { duration: 300, delay: 0 },
})
