import { useCallback, useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow, useReachBottom } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import type { Order } from '@contract/order'
import { ROUTES } from '@/routes'
import { EmptyState } from '@/components/empty/EmptyState'
import { confirmDialog } from '@/components/overlay'
import { go } from '@/lib/navigation'
import { launchPayment, preferredPayChannel } from '@/lib/payment'
import { toast } from '@/lib/toast'
import { useNow } from '@/lib/use-now'
import { cancelOrder } from '../api/cancel-order'
import { listOrders } from '../api/list-orders'
import { payOrder } from '../api/pay-order'
import { OrderCard } from '../components/OrderCard'
import './order-list-page.scss'

export default function OrderListPage() {
  const { t } = useTranslation()
  const [orders, setOrders] = useState<Order[] | null>(null)
  const [cursor, setCursor] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const now = useNow(1000, !!orders?.some((o) => o.status === 'pending'))

  const loadFirst = useCallback(() => {
    setFailed(false)
    listOrders()
      .then((page) => {
        setOrders(page.items)
        setCursor(page.next_cursor)
      })
      .catch(() => setFailed(true))
  }, [])

  const loadMore = () => {
    if (!cursor || loading) return
    setLoading(true)
    listOrders(cursor)
      .then((page) => {
        setOrders((list) => [...(list ?? []), ...page.items])
        setCursor(page.next_cursor)
      })
      .catch(() => undefined)
      .finally(() => setLoading(false))
  }

  useEffect(loadFirst, [loadFirst])
  // Back from paying somewhere else: show where the orders stand now.
  useDidShow(() => {
    if (orders) loadFirst()
  })
  useReachBottom(loadMore)

  const replace = (next: Order) => setOrders((list) => list?.map((o) => (o.order_id === next.order_id ? next : o)) ?? null)

  const pay = async (order: Order) => {
    if (order.channel === 'native' || preferredPayChannel() === 'native') {
      go(ROUTES.scanPay.path, order.channel === 'native' ? { order_id: order.order_id } : { plan_id: order.plan_id })
      return
    }
    try {
      const { payment } = await payOrder(order.order_id)
      const outcome = await launchPayment(payment, { path: ROUTES.vip.path, query: { order_id: order.order_id } })
      if (outcome === 'paid') go(ROUTES.vip.path, { order_id: order.order_id })
      if (outcome === 'cancelled') toast(t('vip.payCancelled'))
      if (outcome === 'failed') toast(t('vip.payFailed'))
    } catch {
      loadFirst()
    }
  }

  const cancel = async (order: Order) => {
    if (!(await confirmDialog({ title: t('order.cancelConfirm'), confirmText: t('order.cancel'), cancelText: t('order.keep'), danger: true }))) return
    cancelOrder(order.order_id).then(replace, loadFirst)
  }

  if (failed) return <EmptyState message={t('lazy.failed')} onRetry={loadFirst} />
  if (!orders) return <View className='order-list' />
  if (orders.length === 0) {
    return (
      <View className='order-list order-list--empty'>
        <EmptyState message={t('order.empty')} />
        <Text role='button' tabIndex={0} className='order-list__to-vip' onClick={() => go(ROUTES.vip.path)}>
          {t('order.toVip')}
        </Text>
      </View>
    )
  }
  return (
    <View className='order-list' data-testid='order-list'>
      {orders.map((order) => (
        <OrderCard key={order.order_id} order={order} now={now} onPay={pay} onCancel={cancel} />
      ))}
      {cursor ? (
        <Text role='button' tabIndex={0} className='order-list__more' onClick={loadMore}>
          {loading ? t('common.loading') : t('order.loadMore')}
        </Text>
      ) : (
        <Text className='order-list__end'>{t('order.end')}</Text>
      )}
    </View>
  )
}
