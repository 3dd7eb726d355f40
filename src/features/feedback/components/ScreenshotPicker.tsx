import { useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { ImagePreview } from '@/components/image-preview/ImagePreview'
import { Icon } from '@/components/icon/Icon'
import './screenshot-picker.scss'

interface Props {
  paths: string[]
  max: number
  /** Upload progress per picture (0-100) while sending. */
  progress: Record<string, number>
  disabled: boolean
  onChange(paths: string[]): void
}

/** Up to `max` screenshots from the album or camera: thumbnails to preview or remove, and "add". */
export function ScreenshotPicker({ paths, max, progress, disabled, onChange }: Props) {
  const { t } = useTranslation()
  const [preview, setPreview] = useState<string | null>(null)

  const add = async () => {
    if (disabled || paths.length >= max) return
    try {
      const { tempFilePaths } = await Taro.chooseImage({
        count: max - paths.length,
        sizeType: ['compressed'],
        sourceType: ['album', 'camera'],
      })
      onChange([...paths, ...tempFilePaths].slice(0, max))
    } catch {
      // the student closed the picker
    }
  }

  return (
    <View className='shots'>
      {paths.map((path) => (
        <View key={path} className='shots__item' data-testid='feedback-shot'>
          <Image className='shots__image' src={path} mode='aspectFill' nativeProps={{ alt: t('feedback.images', { max }) }} onClick={() => setPreview(path)} />
          {progress[path] !== undefined && progress[path] < 100 && (
            <Text className='shots__progress'>{progress[path]}%</Text>
          )}
          {!disabled && (
            <View
              role='button'
              tabIndex={0}
              className='shots__remove'
              aria-label={t('feedback.removeImage')}
              onClick={() => onChange(paths.filter((p) => p !== path))}
            >
              <View className='shots__remove-dot'>
                <Icon name='close-white' size={12} />
              </View>
            </View>
          )}
        </View>
      ))}
      {paths.length < max && (
        <View role='button' tabIndex={0} className='shots__add' onClick={add} data-testid='feedback-add-image'>
          <Text className='shots__plus'>+</Text>
          <Text className='shots__count'>
            {paths.length}/{max}
          </Text>
        </View>
      )}
      {preview && <ImagePreview src={preview} onClose={() => setPreview(null)} />}
    </View>
  )
}
