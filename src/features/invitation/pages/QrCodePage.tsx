import { useEffect, useState } from 'react'
import { Button, Text, View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import type { QrCodeInfo } from '@contract/invitation'
import { EmptyState } from '@/components/empty/EmptyState'
import { QrImage, useSaveQr } from '@/components/qr-image/QrImage'
import { SHARES_BY_CARD } from '@/lib/share'
import { getQrCodeInfo } from '../api/get-qr-code-info'
import './qr-code-page.scss'
import { Button as AppButton } from '@/components/button/Button'

/** The invitation as a QR code: scan to open the accept-invite page; save it, or share a card. */
export default function QrCodePage() {
  const { t } = useTranslation()
  const [info, setInfo] = useState<QrCodeInfo | null>(null)
  const [failed, setFailed] = useState(false)

  const load = () => {
    setFailed(false)
    getQrCodeInfo().then(setInfo, () => setFailed(true))
  }
  useEffect(load, [])

  useShareAppMessage(() => ({ title: info?.share_title ?? t('invitation.shareTitle'), path: `/${info?.weapp_path ?? ''}` }))

  const save = useSaveQr(info?.qr_code ?? '', `invite-${info?.invite_code ?? ''}`)

  if (failed) return <EmptyState message={t('lazy.failed')} onRetry={load} />
  if (!info) return <View className='qr-page' />

  return (
    <View className='qr-page'>
      <View className='qr-page__card'>
        <Text className='qr-page__title'>{t('invitation.qrTitle')}</Text>
        <Text className='qr-page__hint'>{t('invitation.qrHint')}</Text>
        <QrImage src={info.qr_code} alt={t('invitation.qrTitle')} fileName={`invite-${info.invite_code}`} testId='invite-qr' />
        <Text className='qr-page__code' data-testid='qr-invite-code'>
          {t('invitation.codeIs', { code: info.invite_code })}
        </Text>
        <Text className='qr-page__tip'>{t('scanPay.longPressHint')}</Text>
      </View>
      <View className='qr-page__actions'>
        <AppButton tone='ghost' size='inline' className='qr-page__button' onPress={() => void save()} testId='qr-save'>
          {t('scanPay.save')}
        </AppButton>
        {SHARES_BY_CARD && (
          <Button className='btn btn--primary btn--inline qr-page__button' openType='share'>
            {t('invitation.share')}
          </Button>
        )}
      </View>
    </View>
  )
}
