import { useEffect, useRef, type ComponentType } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { RouteDef } from '@/routes'
import { blockBack } from '@/lib/back-block'
import { currentUrl, toLogin } from '@/lib/navigation'
import { session } from '@/lib/session-bridge'
import { NavBar } from '../nav-bar/NavBar'
import { TabBar } from '../tab-bar/TabBar'
import { LazyContent, lazyWithTimeout, type Loader } from './lazy'
import './page.scss'

/** True when the page may show; otherwise the student is on the way to login (and back). */
export function useLoginGuard(route: RouteDef): boolean {
  const allowed = !route.needLogin || session.isLoggedIn()
  useEffect(() => {
    if (!allowed) toLogin({ redirect: currentUrl() || `/${route.path}` })
  }, [allowed, route.path])
  return allowed
}

/** While the page is shown, the back gesture cannot leave it (routes with `noSwipeBack`). */
function useBackBlock(route: RouteDef) {
  const unblock = useRef<(() => void) | null>(null)
  const release = () => {
    unblock.current?.()
    unblock.current = null
  }
  useDidShow(() => {
    if (route.noSwipeBack && !unblock.current) unblock.current = blockBack()
  })
  useDidHide(release)
  useEffect(() => release, [])
}

/**
 * A page of the route table: navigation bar, login guard, lazily loaded content, the tab bar on
 * tab pages, and the route's entrance animation. Pages are one line: definePage(ROUTES.x, loader).
 */
export function definePage(route: RouteDef, load: Loader): ComponentType {
  const Content = lazyWithTimeout(load)
  function Page() {
    const { t } = useTranslation()
    const allowed = useLoginGuard(route)
    useBackBlock(route)
    const isTab = route.tab !== undefined
    return (
      <View className={`page${route.enter ? ` page--enter-${route.enter}` : ''}`} data-route={route.path}>
        <NavBar title={t(route.title)} isRoot={isTab} />
        <View className='page__body'>{allowed && <LazyContent Content={Content} />}</View>
        {isTab && <TabBar current={route.tab!} />}
      </View>
    )
  }
  Page.displayName = `Page(${route.path})`
  return Page
}
