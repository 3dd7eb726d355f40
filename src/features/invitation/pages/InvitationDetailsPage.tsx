import { useCallback, useEffect, useState } from 'react'
import { Button, Text, View } from '@tarojs/components'
import Taro, { useDidShow, useReachBottom, useShareAppMessage } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import type { Invitee, MyInviteCode } from '@contract/invitation'
import { ROUTES } from '@/routes'
import { EmptyState } from '@/components/empty/EmptyState'
import { go } from '@/lib/navigation'
import { SHARES_BY_CARD, shareLink } from '@/lib/share'
import { toast } from '@/lib/toast'
import { getInviteCode } from '../api/get-invite-code'
import { listInvitees } from '../api/list-invitees'
import { InviteeRow } from '../components/InviteeRow'
import './invitation-details-page.scss'
import { Button as AppButton } from '@/components/button/Button'

type Tab = 'joined' | 'activated'

/** The student's invitation: code, places used, reward, and the classmates who came in with it. */
export default function InvitationDetailsPage() {
  const { t } = useTranslation()
  const [code, setCode] = useState<MyInviteCode | null>(null)
  const [tab, setTab] = useState<Tab>('joined')
  const [items, setItems] = useState<Invitee[] | null>(null)
  const [total, setTotal] = useState(0)
  const [cursor, setCursor] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)

  const load = useCallback(() => {
    setFailed(false)
    getInviteCode().then(setCode, () => setFailed(true))
    listInvitees(tab === 'activated').then(
      (page) => {
        setItems(page.items)
        setTotal(page.total)
        setCursor(page.next_cursor)
      },
      () => setFailed(true),
    )
  }, [tab])
  useEffect(load, [load])
  useDidShow(() => {
    if (code) load()
  })
  useShareAppMessage(() => ({
    title: t('invitation.shareTitle'),
    path: `/${ROUTES.acceptInvite.path}?invite_code=${encodeURIComponent(code?.invite_code ?? '')}`,
  }))
  useReachBottom(() => {
    if (!cursor) return
    void listInvitees(tab === 'activated', cursor).then((page) => {
      setItems((list) => [...(list ?? []), ...page.items])
      setCursor(page.next_cursor)
    }, () => undefined)
  })

  if (failed) return <EmptyState message={t('lazy.failed')} onRetry={load} />
  if (!code) return <View className='invitation' />

  const copy = (text: string) =>
    Taro.setClipboardData({ data: text }).then(
      () => toast(t('invitation.copied')),
      () => undefined,
    )
  const share = async () => {
    const result = await shareLink(t('invitation.shareTitle'), code.invite_link)
    if (result === 'copied') toast(t('invitation.linkCopied'))
  }
  const used = Math.min(code.invited_num, code.invite_max_quota)
  const full = code.invite_max_quota > 0 && used >= code.invite_max_quota

  return (
    <View className='invitation'>
      <View className='invitation__card'>
        <Text className='invitation__label'>{t('invitation.yourCode')}</Text>
        <Text role='button' tabIndex={0} className='invitation__code' data-testid='my-invite-code' onClick={() => copy(code.invite_code)}>
          {code.invite_code}
        </Text>
        <View className='invitation__quota'>
          <View className='invitation__bar'>
            <View className='invitation__bar-fill' style={{ width: `${code.invite_max_quota ? (100 * used) / code.invite_max_quota : 0}%` }} />
          </View>
          <Text className='invitation__quota-text' data-testid='invite-quota'>
            {t('invitation.quota', { used, max: code.invite_max_quota })}
          </Text>
        </View>
        {code.reward_questions > 0 && <Text className='invitation__reward'>{t('invitation.reward', { n: code.reward_questions })}</Text>}
        {full && <Text className='invitation__full'>{t('invitation.full')}</Text>}
        <View className='invitation__actions'>
          <AppButton tone='ghost' size='inline' className='invitation__button' onPress={() => copy(code.invite_code)} testId='copy-code'>
            {t('invitation.copyCode')}
          </AppButton>
          <AppButton tone='ghost' size='inline' className='invitation__button' onPress={() => go(ROUTES.qrcode.path)} testId='to-qrcode'>
            {t('invitation.showQr')}
          </AppButton>
          {SHARES_BY_CARD ? (
            <Button className='btn btn--primary btn--inline invitation__button' openType='share'>
              {t('invitation.share')}
            </Button>
          ) : (
            <AppButton size='inline' className='invitation__button' onPress={() => void share()} testId='share-link'>
              {t('invitation.share')}
            </AppButton>
          )}
        </View>
      </View>

      <View className='invitation__tabs' role='tablist'>
        {(['joined', 'activated'] as const).map((k) => (
          <View
            key={k}
            role='tab' tabIndex={0}
            aria-selected={k === tab}
            className={`invitation__tab${k === tab ? ' invitation__tab--on' : ''}`}
            data-testid={`invitees-${k}`}
            onClick={() => setTab(k)}
          >
            <Text>{t(`invitation.tab.${k}`)}</Text>
            {k === tab && <Text className='invitation__count'>{total}</Text>}
          </View>
        ))}
      </View>
      {items && items.length === 0 ? (
        <EmptyState message={tab === 'joined' ? t('invitation.noneJoined') : t('invitation.noneActivated')} />
      ) : (
        <View className='invitation__list'>{items?.map((i) => <InviteeRow key={i.uid} invitee={i} />)}</View>
      )}
    </View>
  )
}
