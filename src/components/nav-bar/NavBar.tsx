import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { back } from '@/lib/navigation'
import { navMetrics } from '@/lib/platform'
import './nav-bar.scss'

interface NavBarProps {
  title: string
  /** Tab pages are roots: no back button. */
  isRoot?: boolean
}

/**
 * Our navigation bar (the native one is turned off): below the status bar, as tall as the
 * WeChat capsule area, the title kept clear of the capsule on the right.
 */
export function NavBar({ title, isRoot = false }: NavBarProps) {
  const { t } = useTranslation()
  const { statusBarHeight, navBarHeight, capsuleSpace } = navMetrics()
  const canGoBack = Taro.getCurrentPages().length > 1
  const side = Math.max(capsuleSpace, 88)
  return (
    <View className='nav-bar-space' style={{ height: `${statusBarHeight + navBarHeight}px` }}>
      <View className='nav-bar' style={{ paddingTop: `${statusBarHeight}px` }}>
        <View className='nav-bar__inner' style={{ height: `${navBarHeight}px` }}>
          <View className='nav-bar__side' style={{ width: `${side}px` }}>
            {!isRoot && (
              <View
                className='nav-bar__back'
                role='button'
                aria-label={canGoBack ? t('common.back') : t('common.home')}
                data-testid='nav-back'
                onClick={back}
              >
                <Text className={canGoBack ? 'nav-bar__chevron' : 'nav-bar__home'}>{canGoBack ? '' : '⌂'}</Text>
              </View>
            )}
          </View>
          <Text className='nav-bar__title'>{title}</Text>
          <View className='nav-bar__side' style={{ width: `${side}px` }} />
        </View>
      </View>
    </View>
  )
}
