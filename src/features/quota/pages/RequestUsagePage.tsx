import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { ROUTES } from '@/routes'
import { go } from '@/lib/navigation'
import { useUserStore } from '@/shared/user/store'
import './request-usage-page.scss'

/** Where a refused question (403) lands: why, and the two ways on: VIP or inviting classmates. */
export default function RequestUsagePage() {
  const { t } = useTranslation()
  const left = useUserStore((s) => s.info?.left_question_num)
  return (
    <View className='request-usage'>
      <View className='request-usage__card'>
        <Text className='request-usage__title'>{t('tutor.quota.title')}</Text>
        <Text className='request-usage__body'>{t('tutor.quota.body')}</Text>
        {left !== undefined && <Text className='request-usage__left'>{t('tutor.quota.left', { count: left })}</Text>}
      </View>
      <View className='request-usage__option request-usage__option--vip' role='button' tabIndex={0} data-testid='quota-vip' onClick={() => go(ROUTES.vip.path)}>
        <Text className='request-usage__option-title'>{t('tutor.quota.vip')}</Text>
        <Text className='request-usage__option-note'>{t('tutor.quota.vipNote')}</Text>
      </View>
      <View className='request-usage__option' role='button' tabIndex={0} data-testid='quota-invite' onClick={() => go(ROUTES.qrcode.path)}>
        <Text className='request-usage__option-title'>{t('tutor.quota.invite')}</Text>
        <Text className='request-usage__option-note'>{t('tutor.quota.inviteNote')}</Text>
      </View>
    </View>
  )
}
