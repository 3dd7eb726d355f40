import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import type { VipPlans } from '@contract/order'
import { ROUTES } from '@/routes'
import { EmptyState } from '@/components/empty/EmptyState'
import { formatFen } from '@/lib/money'
import { go } from '@/lib/navigation'
import { launchPayment, preferredPayChannel } from '@/lib/payment'
import { toast } from '@/lib/toast'
import { createOrder } from '../api/create-order'
import { getVipPlans } from '../api/get-vip-plans'
import { OrderResult } from '../components/OrderResult'
import { PlanList } from '../components/PlanList'
import { VipStatusCard } from '../components/VipStatusCard'
import { useOrderWatch } from '../use-order-watch'
import './vip-page.scss'
import { Button } from '@/components/button/Button'

export default function VipPage() {
  const { t } = useTranslation()
  const { params } = useRouter()
  const [data, setData] = useState<VipPlans | null>(null)
  const [failed, setFailed] = useState(false)
  const [selected, setSelected] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [watchId, setWatchId] = useState<string | null>(params.order_id ?? null)
  const watched = useOrderWatch(watchId)

  const load = () => {
    setFailed(false)
    getVipPlans()
      .then((d) => {
        setData(d)
        setSelected((s) => s ?? d.plans[0]?.plan_id ?? null)
      })
      .catch(() => setFailed(true))
  }
  useEffect(load, [])
  // The status card follows a payment that just went through.
  useEffect(() => {
    if (watched?.status === 'fulfilled') load()
  }, [watched?.status])

  if (failed) return <EmptyState message={t('lazy.failed')} onRetry={load} />
  if (!data) return <View className='vip-page' />
  const plan = data.plans.find((p) => p.plan_id === selected) ?? null

  const pay = async () => {
    if (!plan || busy) return
    const channel = preferredPayChannel()
    // On a computer WeChat Pay shows a QR to scan with the phone: that is the scan-to-pay page.
    if (channel === 'native') return go(ROUTES.scanPay.path, { plan_id: plan.plan_id })
    setBusy(true)
    try {
      const { order, payment } = await createOrder({ plan_id: plan.plan_id, channel })
      setWatchId(order.order_id)
      const outcome = await launchPayment(payment, { path: ROUTES.vip.path, query: { order_id: order.order_id } })
      if (outcome === 'cancelled') toast(t('vip.payCancelled'))
      if (outcome === 'failed') toast(t('vip.payFailed'))
    } catch {
      // the request's own error toast has been shown
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='vip-page'>
      <VipStatusCard isVip={data.is_vip} vipEndTime={data.vip_end_time} questionsLeft={data.left_question_num} />
      {watched && <OrderResult order={watched} />}
      {data.provider === 'sandbox' && <Text className='vip-page__sandbox'>{t('vip.sandboxNote')}</Text>}
      {data.plans.length === 0 ? (
        <EmptyState message={t('vip.noPlans')} />
      ) : (
        <>
          <Text className='vip-page__heading'>{t('vip.choosePlan')}</Text>
          <PlanList plans={data.plans} selected={selected} onSelect={setSelected} />
          <Button className='vip-page__pay' disabled={!plan} why={t('vip.choosePlan')} busy={busy} onPress={() => void pay()} testId='vip-pay'>
            {plan ? t('vip.pay', { price: formatFen(plan.price_fen) }) : t('vip.choosePlan')}
          </Button>
          <Text role='button' tabIndex={0}
            className='vip-page__link'
            data-testid='vip-parent-pay'
            onClick={() => plan && go(ROUTES.scanPay.path, { plan_id: plan.plan_id })}
          >
            {t('vip.parentPay')}
          </Text>
        </>
      )}
      <Text role='button' tabIndex={0} className='vip-page__link' onClick={() => go(ROUTES.order.path)} data-testid='vip-orders'>
        {t('vip.myOrders')}
      </Text>
    </View>
  )
}
