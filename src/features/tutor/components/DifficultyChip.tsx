import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Difficulty } from '@contract/chat'
import './ladder.scss'

export function DifficultyChip({ difficulty }: { difficulty: Difficulty }) {
  const { t } = useTranslation()
  return (
    <Text className={`difficulty difficulty--${difficulty}`} data-testid='difficulty'>
      {t('tutor.difficulty.label')} · {t(`tutor.difficulty.${difficulty}`)}
    </Text>
  )
}
