import { LAZY_PAGE_DELAY_MS } from './constants'

// Taro's H5 router loads a page's code before it draws anything: on a slow network the screen
// stays blank (first load) or frozen on the previous page. A thin bar at the top says "loading"
// when that takes longer than LAZY_PAGE_DELAY_MS; the boot indicator in index.html covers the
// app's own first load. Every page calls routeShown() when it is on screen.

const BAR_ID = 'route-progress'
// Its name in the student's language (the page's strings may be what is still loading).
const LOADING: Record<string, string> = { fr: 'Chargement', es: 'Cargando', 'zh-Hans': '加载中', 'zh-Hant': '載入中' }
let timer: ReturnType<typeof setTimeout> | null = null
// The address whose page last said it is on screen. Going back shows the page behind before the
// browser's hashchange arrives: without this the bar would start after the page was already
// there, and nothing would take it away.
let shownAt: string | null = null

function showBar() {
  if (document.getElementById(BAR_ID)) return
  const bar = document.createElement('div')
  bar.id = BAR_ID
  bar.className = 'route-progress'
  bar.setAttribute('role', 'progressbar')
  bar.setAttribute('aria-label', LOADING[document.documentElement.lang] ?? 'Loading')
  document.body.appendChild(bar)
}

/** The page in view is drawn: no bar, no boot indicator. */
export function routeShown() {
  shownAt = location.hash
  if (timer) clearTimeout(timer)
  timer = null
  document.getElementById(BAR_ID)?.remove()
  document.getElementById('boot')?.remove()
}

/** Watches route changes for the rest of the app's life. */
export function startRouteProgress(win: Window = window): () => void {
  const onChange = () => {
    if (timer) clearTimeout(timer)
    timer = win.location.hash === shownAt ? null : setTimeout(showBar, LAZY_PAGE_DELAY_MS)
  }
  win.addEventListener('hashchange', onChange)
  return () => win.removeEventListener('hashchange', onChange)
}
