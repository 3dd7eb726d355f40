import { Image, Text, View } from '@tarojs/components'
import camera from '@/assets/tutor/camera-red.svg'
import pencil from '@/assets/tutor/pencil-white.svg'
import { useTranslation } from 'react-i18next'

/** The home's call to ask: type a question, or photograph one. */
export function AskCard({ onType, onPhoto }: { onType(): void; onPhoto(): void }) {
  const { t } = useTranslation()
  return (
    <View className='ask-card'>
      <Text className='ask-card__title'>{t('tutor.home.askTitle')}</Text>
      <Text className='ask-card__hint'>{t('tutor.home.askHint')}</Text>
      <View className='ask-card__actions'>
        <View className='ask-card__button ask-card__button--type' role='button' data-testid='ask-type' onClick={onType}>
          <Image className='ask-card__icon' src={pencil} />
          <Text>{t('tutor.home.typeQuestion')}</Text>
        </View>
        <View className='ask-card__button ask-card__button--photo' role='button' data-testid='ask-photo' onClick={onPhoto}>
          <Image className='ask-card__icon' src={camera} />
          <Text>{t('tutor.home.takePhoto')}</Text>
        </View>
      </View>
    </View>
  )
}
