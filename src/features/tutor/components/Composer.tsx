import { useEffect, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { MAX_QUESTION_CHARS } from '@contract/chat-limits'
import camera from '@/assets/tutor/camera.svg'
import { explainNoPhotoReading, usePhotoReading } from '../photo-reading'
import { PhotoThumb } from './PhotoThumb'
import './composer.scss'
import { Icon } from '@/components/icon/Icon'
import { TextArea } from '@/components/text-input/TextInput'

interface ComposerProps {
  /** A reply is being written: Send becomes Stop. */
  busy: boolean
  /** Stop is possible (the reply has been named by the server). */
  canStop: boolean
  /** A photo chosen before the page opened (from the home page). */
  initialPhoto?: string | null
  onSend(input: { content: string; photoPath?: string }): Promise<boolean>
  onStop(): void
}

/** Types a question or an attempt (up to 2000 characters), adds a photo (camera or album), sends or stops. */
export function Composer({ busy, canStop, initialPhoto, onSend, onStop }: ComposerProps) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [photo, setPhoto] = useState<string | null>(initialPhoto ?? null)
  useEffect(() => {
    if (initialPhoto) setPhoto(initialPhoto)
  }, [initialPhoto])

  const photoReading = usePhotoReading()
  const pick = async () => {
    if (!photoReading) return explainNoPhotoReading(t)
    const chosen = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['camera', 'album'] }).catch(() => null)
    if (chosen?.tempFilePaths[0]) setPhoto(chosen.tempFilePaths[0])
  }
  const send = async () => {
    const content = text.trim()
    if (busy || (!content && !photo)) return
    const input = { content, photoPath: photo ?? undefined }
    setText('')
    setPhoto(null)
    if (!(await onSend(input))) {
      setText(input.content)
      setPhoto(input.photoPath ?? null)
    }
  }

  return (
    <View className='composer'>
      {photo && (
        <View className='composer__photo'>
          <PhotoThumb imageId={null} localPath={photo} />
          <View className='composer__remove' role='button' tabIndex={0} aria-label={t('tutor.composer.removePhoto')} onClick={() => setPhoto(null)}>
            <View className='composer__remove-dot'>
              <Icon name='close-white' size={16} />
            </View>
          </View>
        </View>
      )}
      <View className='composer__row'>
        <View
          className={`composer__camera${photoReading ? '' : ' composer__camera--unavailable'}`}
          role='button'
          tabIndex={0}
          aria-label={photoReading ? t('tutor.composer.photo') : `${t('tutor.composer.photo')}: ${t('tutor.home.photoOff')}`}
          data-testid='composer-photo'
          onClick={() => void pick()}
        >
          <Image className='composer__camera-icon' src={camera} aria-hidden='true' nativeProps={{ alt: '' }} />
          {!photoReading && <View className='composer__camera-slash' aria-hidden='true' />}
        </View>
        <TextArea label={t('tutor.composer.placeholder')}
          className='composer__input'
          value={text}
          maxlength={MAX_QUESTION_CHARS}
          autoHeight
          placeholder={t('tutor.composer.placeholder')}
          onInput={(e) => setText(e.detail.value)}
          onConfirm={send}
        />
        {busy ? (
          <View
            className={`composer__button composer__button--stop${canStop ? '' : ' composer__button--wait'}`}
            role='button' tabIndex={0}
            data-testid='composer-stop'
            onClick={() => canStop && onStop()}
          >
            <Text>{t('tutor.composer.stop')}</Text>
          </View>
        ) : (
          <View
            className={`composer__button${text.trim() || photo ? '' : ' composer__button--off'}`}
            role='button' tabIndex={0}
            data-testid='composer-send'
            onClick={send}
          >
            <Text>{t('tutor.composer.send')}</Text>
          </View>
        )}
      </View>
    </View>
  )
}
