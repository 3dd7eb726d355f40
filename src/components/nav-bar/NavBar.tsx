import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { back } from '@/lib/navigation'
import { navLength, navMetrics } from '@/lib/platform'
import './nav-bar.scss'
import { Icon } from '../icon/Icon'
import { fitTitle } from './title-fit'

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
  // 375 design px is the whole bar (the column on a wide screen); sides as in the design.
  const fit = fitTitle(title, 375 - 2 * side - 8)
  return (
    <View className='nav-bar-space' style={{ height: navLength(statusBarHeight + navBarHeight) }}>
      <View className='nav-bar' style={{ paddingTop: navLength(statusBarHeight) }}>
        <View className='nav-bar__inner' style={{ height: navLength(navBarHeight) }}>
          <View className='nav-bar__side' style={{ width: navLength(side) }}>
            {!isRoot && (
              <View
                className='nav-bar__back'
                role='button'
                tabIndex={0}
                aria-label={canGoBack ? t('common.back') : t('common.home')}
                data-testid='nav-back'
                onClick={back}
              >
                {canGoBack ? <View className='nav-bar__chevron' /> : <Icon name='home' size={24} />}
              </View>
            )}
          </View>
          <Text className={`nav-bar__title${fit.twoLines ? ' nav-bar__title--two-lines' : ''}`} style={{ fontSize: navLength(fit.fontPx) }}>
            {title}
          </Text>
          <View className='nav-bar__side' style={{ width: navLength(side) }} />
        </View>
      </View>
    </View>
  )
}
