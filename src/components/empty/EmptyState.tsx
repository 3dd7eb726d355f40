import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import './empty-state.scss'

interface EmptyStateProps {
  message?: string
  /** Shows a "retry" button (e.g. after a list failed to load). */
  onRetry?(): void
}

export function EmptyState({ message, onRetry }: EmptyStateProps) {
  const { t } = useTranslation()
  return (
    <View className='empty-state' data-testid='empty-state'>
      <Text className='empty-state__text'>{message ?? t('common.empty')}</Text>
      {onRetry && (
        <Text role='button' tabIndex={0} className='empty-state__retry' onClick={onRetry} data-testid='empty-retry'>
          {t('common.retry')}
        </Text>
      )}
    </View>
  )
}
