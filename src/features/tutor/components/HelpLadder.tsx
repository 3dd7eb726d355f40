import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { HelpLevel } from '@contract/chat'
import './ladder.scss'

const LEVELS: HelpLevel[] = ['hint', 'example', 'solution']

/** The help ladder the student controls: hint (default), a worked similar example, the full solution. */
export function HelpLadder({ current, disabled, onStep }: { current: HelpLevel; disabled: boolean; onStep(level: HelpLevel): void }) {
  const { t } = useTranslation()
  return (
    <View className='ladder' data-testid='help-ladder'>
      <Text className='ladder__title'>{t('tutor.ladder.title')}</Text>
      <View className='ladder__steps'>
        {LEVELS.map((level) => (
          <View
            key={level}
            className={`ladder__step${level === current ? ' ladder__step--current' : ''}${disabled ? ' ladder__step--disabled' : ''}`}
            role='button' tabIndex={0}
            aria-pressed={level === current}
            data-testid={`ladder-${level}`}
            onClick={() => !disabled && onStep(level)}
          >
            <Text>{t(`tutor.ladder.${level}`)}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
