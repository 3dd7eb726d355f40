import { useEffect, useRef, type ComponentType } from 'react'
import Taro, { useDidHide, useDidShow } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { RouteDef } from '@/routes'
import { blockBack } from '@/lib/back-block'
import { routeShown } from '@/lib/route-progress'
import { buildUrl, currentUrl, toLogin } from '@/lib/navigation'
import { PAGE_MODULES_ON_DEMAND } from '@/lib/platform'
import { session } from '@/lib/session-bridge'
import { updateGate } from '@/lib/update-gate'
import { NavBar } from '../nav-bar/NavBar'
import { OverlayHost } from '../overlay/OverlayHost'
import { TabBar } from '../tab-bar/TabBar'
import { LazyContent, lazyWithTimeout, type Loader } from './lazy'
import { StringsPending } from './strings-pending'
import './page.scss'

/** True when the page may show; otherwise the student is on the way to login (and back). */
export function useLoginGuard(route: RouteDef): boolean {
  const allowed = !route.needLogin || session.isLoggedIn()
  useEffect(() => {
    if (!allowed) toLogin({ redirect: currentUrl() || `/${route.path}` })
  }, [allowed, route.path])
  return allowed
}

/** During a forced update only the page it is locked to shows; every other sends the student there. */
function useUpdateLock(route: RouteDef): { locked: boolean; lockPage: boolean } {
  const lockedTo = updateGate.lockedTo()
  const locked = !!lockedTo && lockedTo !== route.path
  useEffect(() => {
    if (locked && lockedTo) void Taro.reLaunch({ url: buildUrl(lockedTo, { force: 1 }) })
  }, [locked, lockedTo])
  return { locked, lockPage: lockedTo === route.path }
}

/** While the page is shown, the back gesture cannot leave it (routes with `noSwipeBack`, a forced update). */
function useBackBlock(route: RouteDef, always = false) {
  const unblock = useRef<(() => void) | null>(null)
  const release = () => {
    unblock.current?.()
    unblock.current = null
  }
  useDidShow(() => {
    if ((route.noSwipeBack || always) && !unblock.current) unblock.current = blockBack()
  })
  useDidHide(release)
  useEffect(() => release, [])
}

/**
 * The route's entrance, decided once when the page mounts. A slide comes from the page behind it:
 * a page that opens the visit (a reload, a shared link) has none, so it is simply there, as the
 * nav bar then shows no back arrow. A fade (the upgrade popup) plays however the page opened.
 */
function useEntrance(route: RouteDef): RouteDef['enter'] {
  const enter = useRef<RouteDef['enter']>()
  if (enter.current === undefined && route.enter) {
    enter.current = route.enter === 'slide' && Taro.getCurrentPages().length <= 1 ? undefined : route.enter
  }
  return enter.current
}

/**
 * A page of the route table: navigation bar, login guard, lazily loaded content, the tab bar on
 * tab pages, the route's entrance animation, and the page's dialogs, sheets and pickers. Pages are one line: definePage(ROUTES.x, loader).
 */
export function definePage(route: RouteDef, load: Loader): ComponentType {
  const Content = lazyWithTimeout(load)
  // In the browser this module runs only when the route opens: its content's code can download
  // now, alongside the page shell's first render and the language's strings, not after them.
  if (PAGE_MODULES_ON_DEMAND) Content.preload()
  function Page() {
    const { t, ready } = useTranslation()
    const allowed = useLoginGuard(route)
    const { locked, lockPage } = useUpdateLock(route)
    useBackBlock(route, lockPage)
    // Otherwise (the mini-program) the content starts loading with the shell's first render.
    if (allowed && !locked) Content.preload()
    const isTab = route.tab !== undefined
    const enter = useEntrance(route)
    // The boot indicator and route bar stay until the page can draw (its strings are in).
    const readyNow = useRef(ready)
    readyNow.current = ready
    useEffect(() => {
      if (ready) routeShown()
    }, [ready])
    useDidShow(() => {
      if (readyNow.current) routeShown()
    })
    // Only the student's language is downloaded, after the app's code: the page draws once it is in.
    if (!ready) {
      return (
        <View className='page'>
          <StringsPending />
        </View>
      )
    }
    return (
      <View className={`page${isTab ? ' page--tab' : ''}${enter ? ` page--enter-${enter}` : ''}`} data-route={route.path}>
        <NavBar title={t(route.title)} isRoot={isTab || lockPage} />
        <View className='page__body'>{allowed && !locked && <LazyContent Content={Content} />}</View>
        {isTab && <TabBar current={route.tab!} />}
        <OverlayHost />
      </View>
    )
  }
  Page.displayName = `Page(${route.path})`
  return Page
}
