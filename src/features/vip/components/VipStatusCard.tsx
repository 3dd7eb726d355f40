import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import './vip-status-card.scss'
import { formatDay } from '@/lib/format-date'

interface Props {
  isVip: boolean
  vipEndTime: string | null
  questionsLeft: number
}

/** Where the student stands: VIP until when, or how many questions are left. */
export function VipStatusCard({ isVip, vipEndTime, questionsLeft }: Props) {
  const { t } = useTranslation()
  return (
    <View className={`vip-status${isVip ? ' vip-status--active' : ''}`} data-testid='vip-status'>
      <Text className='vip-status__badge'>VIP</Text>
      <Text className='vip-status__title'>
        {isVip && vipEndTime ? t('vip.statusVip', { date: formatDay(t, vipEndTime) }) : t('vip.statusFree')}
      </Text>
      <Text className='vip-status__meta'>
        {isVip ? t('vip.unlimited') : t('vip.questionsLeft', { n: questionsLeft })}
      </Text>
    </View>
  )
}
