import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Order } from '@contract/order'
import './order-result.scss'
import { formatDay } from '@/lib/format-date'

/** How a payment the student just made went, as the order now says. */
export function OrderResult({ order }: { order: Order }) {
  const { t } = useTranslation()
  let text: string
  let tone: 'ok' | 'wait' | 'bad'
  switch (order.status) {
    case 'fulfilled':
      tone = 'ok'
      text =
        order.days > 0 && order.vip_until
          ? t('vip.paid', { date: formatDay(t, order.vip_until) })
          : t('vip.paidQuestions', { n: order.questions })
      break
    case 'pending':
      tone = 'wait'
      text = t('vip.waiting')
      break
    case 'paid':
      tone = 'wait'
      text = t('vip.needsReview')
      break
    default:
      tone = 'bad'
      text = order.status === 'closed' ? t('vip.closed') : t(`order.status.${order.status}`)
  }
  return (
    <View className={`order-result order-result--${tone}`} data-testid='order-result' data-status={order.status}>
      <Text>{text}</Text>
    </View>
  )
}
