import { useEffect, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PATHS } from '@contract/paths'
import { ImagePreview } from '@/components/image-preview/ImagePreview'
import { loadPrivateImage } from '@/lib/private-image'
import { useConversationStore } from '../conversation-store'
import './photo.scss'

const loaded = new Map<string, Promise<string>>()

/** The student's own photo: from the device if it was taken here, else downloaded with the session. */
function usePhotoSrc(imageId: string | null, localPath?: string): string | null {
  const known = useConversationStore((s) => (imageId ? s.localPhotos[imageId] : undefined))
  const [src, setSrc] = useState<string | null>(localPath ?? known ?? null)
  useEffect(() => {
    if (localPath || known) return setSrc(localPath ?? known ?? null)
    if (!imageId) return
    let alive = true
    if (!loaded.has(imageId)) loaded.set(imageId, loadPrivateImage(PATHS.chat.image, { image_id: imageId }))
    loaded
      .get(imageId)!
      .then((url) => alive && setSrc(url))
      .catch(() => loaded.delete(imageId))
    return () => {
      alive = false
    }
  }, [imageId, localPath, known])
  return src
}

/** A question photo in the chat; tap to zoom. While uploading, a progress bar (the `progress` field). */
export function PhotoThumb({ imageId, localPath, progress }: { imageId: string | null; localPath?: string; progress?: number }) {
  const { t } = useTranslation()
  const src = usePhotoSrc(imageId, localPath)
  const [zoomed, setZoomed] = useState(false)
  return (
    <View className='photo' aria-label={t('tutor.chat.photo')}>
      {/* aspectFit: the whole photo, never cropped (a question cut at its left edge is unreadable). */}
      {src ? (
        <View className='photo__zoom' role='button' tabIndex={0} aria-label={t('tutor.chat.zoomPhoto')} onClick={() => setZoomed(true)}>
          <Image className='photo__img' src={src} mode='aspectFit' nativeProps={{ alt: t('tutor.chat.photo') }} />
        </View>
      ) : (
        <View className='photo__img photo__img--loading' />
      )}
      {progress !== undefined && (
        <View className='photo__progress' data-testid='upload-progress'>
          <View className='photo__bar' style={{ width: `${progress}%` }} />
          <Text className='photo__percent'>{t('tutor.chat.uploading', { progress })}</Text>
        </View>
      )}
      {zoomed && src && <ImagePreview src={src} onClose={() => setZoomed(false)} />}
    </View>
  )
}
