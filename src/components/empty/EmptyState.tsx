import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import './empty-state.scss'

export function EmptyState({ message }: { message?: string }) {
  const { t } = useTranslation()
  return (
    <View className='empty-state' data-testid='empty-state'>
      <Text className='empty-state__text'>{message ?? t('common.empty')}</Text>
    </View>
  )
}
