import { useState } from 'react'
import { Image, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { ImagePreview } from '@/components/image-preview/ImagePreview'
import { useLongPress, type TouchLike } from '@/lib/long-press'
import { saveImageToAlbum } from '@/lib/save-image'
import { toast } from '@/lib/toast'
import './qr-image.scss'

interface Props {
  /** The QR code as a PNG data URL (made by the server: no encoder in either bundle). */
  src: string
  alt: string
  /** File name of the saved picture, without extension. */
  fileName: string
  testId?: string
}

/** Saves a QR picture to the album (or downloads it in a browser) and says how it went. */
export function useSaveQr(src: string, fileName: string) {
  const { t } = useTranslation()
  return async () => {
    const result = await saveImageToAlbum(src, fileName)
    toast(result === 'saved' ? t('scanPay.saved') : t('scanPay.saveFailed'))
  }
}

/**
 * A QR code card's picture: tap to see it full screen, long-press to save it. Shared by the
 * invitation and the parent's link, so both behave the same on both targets.
 */
export function QrImage({ src, alt, fileName, testId }: Props) {
  const [preview, setPreview] = useState(false)
  const save = useSaveQr(src, fileName)
  const press = useLongPress(() => void save())
  return (
    <>
      <View
        className='qr-image'
        onTouchStart={(e) => press.onTouchStart(e as unknown as TouchLike)}
        onTouchMove={(e) => press.onTouchMove(e as unknown as TouchLike)}
        onTouchEnd={press.onTouchEnd}
        onTouchCancel={press.onTouchCancel}
        onClick={() => !press.didFire() && setPreview(true)}
      >
        <Image className='qr-image__img' src={src} mode='scaleToFill' nativeProps={{ alt }} data-testid={testId} />
      </View>
      {preview && <ImagePreview src={src} onClose={() => setPreview(false)} onLongPress={() => void save()} />}
    </>
  )
}
