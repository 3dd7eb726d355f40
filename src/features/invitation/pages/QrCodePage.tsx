import { useEffect, useState } from 'react'
import { Button, Image, Text, View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import type { QrCodeInfo } from '@contract/invitation'
import { EmptyState } from '@/components/empty/EmptyState'
import { ImagePreview } from '@/components/image-preview/ImagePreview'
import { useLongPress, type TouchLike } from '@/lib/long-press'
import { saveImageToAlbum } from '@/lib/save-image'
import { SHARES_BY_CARD } from '@/lib/share'
import { toast } from '@/lib/toast'
import { getQrCodeInfo } from '../api/get-qr-code-info'
import './qr-code-page.scss'
import { Button as AppButton } from '@/components/button/Button'

/** The invitation as a QR code: scan to open the accept-invite page; save it, or share a card. */
export default function QrCodePage() {
  const { t } = useTranslation()
  const [info, setInfo] = useState<QrCodeInfo | null>(null)
  const [failed, setFailed] = useState(false)
  const [preview, setPreview] = useState(false)

  const load = () => {
    setFailed(false)
    getQrCodeInfo().then(setInfo, () => setFailed(true))
  }
  useEffect(load, [])

  useShareAppMessage(() => ({ title: info?.share_title ?? t('invitation.shareTitle'), path: `/${info?.weapp_path ?? ''}` }))

  const save = async () => {
    if (!info) return
    const result = await saveImageToAlbum(info.qr_code, `invite-${info.invite_code}`)
    toast(result === 'saved' ? t('scanPay.saved') : t('scanPay.saveFailed'))
  }
  const press = useLongPress(() => void save())

  if (failed) return <EmptyState message={t('lazy.failed')} onRetry={load} />
  if (!info) return <View className='qr-page' />

  return (
    <View className='qr-page'>
      <View className='qr-page__card'>
        <Text className='qr-page__title'>{t('invitation.qrTitle')}</Text>
        <Text className='qr-page__hint'>{t('invitation.qrHint')}</Text>
        <View
          className='qr-page__qr'
          onTouchStart={(e) => press.onTouchStart(e as unknown as TouchLike)}
          onTouchMove={(e) => press.onTouchMove(e as unknown as TouchLike)}
          onTouchEnd={press.onTouchEnd}
          onTouchCancel={press.onTouchCancel}
          onClick={() => !press.didFire() && setPreview(true)}
        >
          <Image className='qr-page__image' src={info.qr_code} mode='scaleToFill' nativeProps={{ alt: t('invitation.qrTitle') }} data-testid='invite-qr' />
        </View>
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
      {preview && <ImagePreview src={info.qr_code} onClose={() => setPreview(false)} onLongPress={() => void save()} />}
    </View>
  )
}
