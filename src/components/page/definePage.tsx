import { useEffect, type ComponentType } from 'react'
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { RouteDef } from '@/routes'
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

/**
 * A page of the route table: navigation bar, login guard, lazily loaded content, the tab bar on
 * tab pages, and the route's entrance animation. Pages are one line: definePage(ROUTES.x, loader).
 */
export function definePage(route: RouteDef, load: Loader): ComponentType {
  const Content = lazyWithTimeout(load)
  function Page() {
    const { t } = useTranslation()
    const allowed = useLoginGuard(route)
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
