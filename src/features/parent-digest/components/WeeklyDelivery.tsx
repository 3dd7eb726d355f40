import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { DigestDelivery } from '@contract/parent-digest-delivery'
import { Button } from '@/components/button/Button'
import { canSubscribeToMessages, requestMessageSubscription } from '@/lib/subscribe'
import { toast } from '@/lib/toast'
import { wxLoginCode } from '@/lib/wechat'
import { subscribe, subscriptionState, unsubscribe } from '../api/subscription'
import './weekly-delivery.scss'

type State = 'checking' | 'off' | 'on' | 'unknown'

/** The parent's WeChat identity for one call: a fresh wx.login code (each is good once). */
async function withCode<T>(work: (code: string) => Promise<T>): Promise<T> {
  const code = await wxLoginCode()
  if (!code) throw new Error('no wx.login code')
  return work(code)
}

/**
 * "Every Sunday": in the mini-program, a parent asks for the week as a WeChat subscribe message,
 * and stops it, with one tap each. A browser has no way to message a parent: the card says so
 * (and that the page itself always shows the current week) instead of offering a button that
 * would do nothing.
 */
export function WeeklyDelivery({ token, delivery }: { token: string; delivery?: DigestDelivery }) {
  const { t } = useTranslation('parent')
  const template = delivery?.wechat_template_id ?? null
  const offered = canSubscribeToMessages && !!template
  const [state, setState] = useState<State>(offered ? 'checking' : 'unknown')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!offered) return
    withCode((code) => subscriptionState(token, code)).then(
      (s) => setState(s.subscribed ? 'on' : 'off'),
      () => setState('off'),
    )
  }, [offered, token])

  // WeChat shows its dialog only when asked from the tap itself: ask first, then tell the server.
  const allow = async () => {
    if (!template || busy) return
    if ((await requestMessageSubscription([template])) !== 'accepted') return toast(t('weekly.refused'))
    setBusy(true)
    try {
      await withCode((code) => subscribe(token, code))
      if (state !== 'on') toast(t('weekly.started'))
      setState('on')
    } catch {
      // The request's own error toast said why.
    } finally {
      setBusy(false)
    }
  }

  const stop = async () => {
    if (busy) return
    setBusy(true)
    try {
      await withCode((code) => unsubscribe(token, code))
      setState('off')
      toast(t('weekly.stopped'))
    } catch {
      // As above.
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='pd-weekly' data-testid='pd-weekly'>
      <Text className='pd-weekly__title'>{t('weekly.title')}</Text>
      {!offered && (
        <Text className='pd-weekly__body' data-testid='pd-weekly-none'>
          {template ? t('weekly.browser') : t('weekly.unavailable')}
        </Text>
      )}
      {offered && state === 'checking' && <View className='pd-weekly__checking' />}
      {offered && state === 'off' && (
        <>
          <Text className='pd-weekly__body'>{t('weekly.offer')}</Text>
          <Button busy={busy} onPress={() => void allow()} testId='pd-weekly-subscribe'>
            {t('weekly.subscribe')}
          </Button>
        </>
      )}
      {offered && state === 'on' && (
        <>
          <Text className='pd-weekly__body' data-testid='pd-weekly-on'>{`${t('weekly.subscribed')} ${t('weekly.allowance')}`}</Text>
          <Button busy={busy} onPress={() => void allow()} testId='pd-weekly-allow'>
            {t('weekly.allowNext')}
          </Button>
          <Button tone='ghost' busy={busy} onPress={() => void stop()} testId='pd-weekly-stop'>
            {t('weekly.stop')}
          </Button>
        </>
      )}
    </View>
  )
}
