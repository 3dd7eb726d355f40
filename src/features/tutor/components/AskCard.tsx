import { Image, Text, View } from '@tarojs/components'
import camera from '@/assets/tutor/camera-red.svg'
import pencil from '@/assets/tutor/pencil-white.svg'
import { useTranslation } from 'react-i18next'

/** The home's call to ask: type a question, or photograph one. */
export function AskCard({ photoReading, onType, onPhoto }: { photoReading: boolean; onType(): void; onPhoto(): void }) {
  const { t } = useTranslation()
  return (
    <View className='ask-card'>
      <Text className='ask-card__title'>{t('tutor.home.askTitle')}</Text>
      <Text className='ask-card__hint'>{t('tutor.home.askHint')}</Text>
      <View className='ask-card__actions'>
        <View className='ask-card__button ask-card__button--type' role='button' tabIndex={0} data-testid='ask-type' onClick={onType}>
          <Image className='ask-card__icon' src={pencil} aria-hidden='true' nativeProps={{ alt: '' }} />
          <Text>{t('tutor.home.typeQuestion')}</Text>
        </View>
        <View
          className={`ask-card__button ask-card__button--photo${photoReading ? '' : ' ask-card__button--unavailable'}`}
          role='button'
          tabIndex={0}
          data-testid='ask-photo'
          onClick={onPhoto}
        >
          <Image className='ask-card__icon' src={camera} aria-hidden='true' nativeProps={{ alt: '' }} />
          <View className='ask-card__label'>
            <Text>{t('tutor.home.takePhoto')}</Text>
            {/* Said on the button itself, before any photo is taken. */}
            {!photoReading && (
              <Text className='ask-card__note' data-testid='photo-unavailable'>
                {t('tutor.home.photoOff')}
              </Text>
            )}
          </View>
        </View>
      </View>
    </View>
  )
}
