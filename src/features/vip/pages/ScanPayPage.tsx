import { useEffect, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import type { OrderPayment } from '@contract/order'
import { ROUTES } from '@/routes'
import { EmptyState } from '@/components/empty/EmptyState'
import { useLongPress, type TouchLike } from '@/lib/long-press'
import { formatFen } from '@/lib/money'
import { go } from '@/lib/navigation'
import { saveImageToAlbum } from '@/lib/save-image'
import { toast } from '@/lib/toast'
import { useNow } from '@/lib/use-now'
import { createOrder } from '../api/create-order'
import { payOrder } from '../api/pay-order'
import { useOrderWatch } from '../use-order-watch'
import './scan-pay-page.scss'
import { Button } from '@/components/button/Button'
import { Icon } from '@/components/icon/Icon'
import { formatCountdown, formatDay } from '@/lib/format-date'

const qrOf = (p: OrderPayment['payment']) => (p.kind === 'native' || p.kind === 'sandbox' ? p.qr_code : null)

/**
 * A QR code of the order for someone else (a parent) to scan with WeChat and pay. The page
 * follows the order and shows the result as soon as it is paid.
 */
export default function ScanPayPage() {
  const { t } = useTranslation()
  const { params } = useRouter()
  const [started, setStarted] = useState<OrderPayment | null>(null)
  const [failed, setFailed] = useState(false)
  const order = useOrderWatch(started?.order.order_id ?? null, started?.order ?? null)
  const now = useNow(1000, order?.status === 'pending')

  const start = (planId = params.plan_id) => {
    if (!planId && !params.order_id) return
    setFailed(false)
    setStarted(null)
    const request = planId ? createOrder({ plan_id: planId, channel: 'native' }) : payOrder(params.order_id ?? '')
    request.then(setStarted, () => setFailed(true))
  }
  // Once, when the page opens: each run makes (or restarts) an order.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => start(), [])

  const qr = started ? qrOf(started.payment) : null
  const save = async () => {
    if (!qr) return
    const result = await saveImageToAlbum(qr, 'pay-qr')
    toast(result === 'saved' ? t('scanPay.saved') : t('scanPay.saveFailed'))
  }
  const press = useLongPress(() => void save())

  // Opened without an order (a bare link): the plans are on the VIP page.
  if (!params.plan_id && !params.order_id) {
    return (
      <View className='scan-pay'>
        <EmptyState message={t('scanPay.noOrder')} />
        <Button className='scan-pay__button' onPress={() => go(ROUTES.vip.path, {}, 'redirect')}>
          {t('order.toVip')}
        </Button>
      </View>
    )
  }
  if (failed) return <EmptyState message={t('lazy.failed')} onRetry={() => start()} />
  if (!started || !order) return <View className='scan-pay' />

  const left = Date.parse(order.expires_at) - now
  const expired = order.status === 'closed' || (order.status === 'pending' && left <= 0)
  const price = formatFen(order.amount_fen)

  if (order.status === 'fulfilled') {
    return (
      <View className='scan-pay scan-pay--done' data-testid='scan-pay-done'>
        <View className='scan-pay__tick'>
          <Icon name='check-white' size={48} />
        </View>
        <Text className='scan-pay__title'>
          {order.days > 0 && order.vip_until
            ? t('scanPay.paid', { date: formatDay(t, order.vip_until) })
            : t('scanPay.paidQuestions', { n: order.questions })}
        </Text>
        <Button className='scan-pay__button' onPress={() => go(ROUTES.order.path, {}, 'redirect')}>
          {t('vip.myOrders')}
        </Button>
      </View>
    )
  }

  return (
    <View className='scan-pay' data-testid='scan-pay'>
      <Text className='scan-pay__title'>{t('scanPay.title')}</Text>
      <Text className='scan-pay__hint'>{t('scanPay.hint', { price, plan: order.plan_name })}</Text>
      <View
        className={`scan-pay__qr${expired ? ' scan-pay__qr--expired' : ''}`}
        onTouchStart={(e) => press.onTouchStart(e as unknown as TouchLike)}
        onTouchMove={(e) => press.onTouchMove(e as unknown as TouchLike)}
        onTouchEnd={press.onTouchEnd}
        onTouchCancel={press.onTouchCancel}
      >
        {qr && <Image className='scan-pay__image' src={qr} mode='scaleToFill' nativeProps={{ alt: t('scanPay.title') }} data-testid='scan-pay-qr' />}
        {expired && <Text className='scan-pay__expired'>{t('scanPay.expired')}</Text>}
      </View>
      <Text className='scan-pay__amount'>{price}</Text>
      {expired ? (
        <Button className='scan-pay__button' onPress={() => start(order.plan_id)} testId='scan-pay-renew'>
          {t('scanPay.newCode')}
        </Button>
      ) : (
        <>
          <Text className='scan-pay__countdown'>{t('scanPay.expiresIn', { time: formatCountdown(left) })}</Text>
          <Text className='scan-pay__waiting'>{t('scanPay.waiting')}</Text>
          <Button tone='ghost' className='scan-pay__button' onPress={() => void save()} testId='scan-pay-save'>
            {t('scanPay.save')}
          </Button>
          <Text className='scan-pay__tip'>{t('scanPay.longPressHint')}</Text>
        </>
      )}
    </View>
  )
}
