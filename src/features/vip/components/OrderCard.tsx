import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Order } from '@contract/order'
import { formatFen } from '@/lib/money'
import './order-card.scss'
import { Button } from '@/components/button/Button'
import { formatCountdown, formatDateTime, formatDay } from '@/lib/format-date'

interface Props {
  order: Order
  now: number
  onPay(order: Order): void
  onCancel(order: Order): void
}

/** One order: what, how much, its status and times; an unpaid one can be paid or cancelled. */
export function OrderCard({ order, now, onPay, onCancel }: Props) {
  const { t } = useTranslation()
  const left = Date.parse(order.expires_at) - now
  const payable = order.status === 'pending' && left > 0
  return (
    <View className='order-card' data-testid='order-card' data-status={order.status}>
      <View className='order-card__head'>
        <Text className='order-card__name'>{order.plan_name}</Text>
        <Text className={`order-card__status order-card__status--${order.status}`} data-testid='order-status'>
          {t(`order.status.${order.status}`)}
        </Text>
      </View>
      <Text className='order-card__amount'>{formatFen(order.amount_fen)}</Text>
      <Text className='order-card__line'>{t('order.created', { time: formatDateTime(t, order.created_at) })}</Text>
      {order.paid_at && <Text className='order-card__line'>{t('order.paidAt', { time: formatDateTime(t, order.paid_at) })}</Text>}
      {order.status === 'fulfilled' && order.vip_until && (
        <Text className='order-card__line'>{t('order.vipUntil', { date: formatDay(t, order.vip_until) })}</Text>
      )}
      {order.refunded_at && (
        <Text className='order-card__line'>{t('order.refundedAt', { time: formatDateTime(t, order.refunded_at) })}</Text>
      )}
      <Text className='order-card__no'>{t('order.number', { no: order.out_trade_no })}</Text>
      {payable && (
        <View className='order-card__actions'>
          <Text className='order-card__countdown'>{t('order.payWithin', { time: formatCountdown(left) })}</Text>
          <View className='order-card__buttons'>
            <Button tone='ghost' size='inline' onPress={() => onCancel(order)} testId='order-cancel'>
              {t('order.cancel')}
            </Button>
            <Button size='inline' onPress={() => onPay(order)} testId='order-pay'>
              {t('order.pay')}
            </Button>
          </View>
        </View>
      )}
    </View>
  )
}
