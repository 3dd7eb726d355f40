import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Verdict } from '@contract/chat'
import { Icon } from '@/components/icon/Icon'

/** The computer algebra check of a final answer: verified, or a mismatch with what it found. */
export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const { t } = useTranslation()
  const ok = verdict.status === 'verified'
  return (
    <View className={`verdict verdict--${verdict.status}`} data-testid={`verdict-${verdict.status}`}>
      <View className='verdict__label'>
        <Icon name={ok ? 'check-green' : 'warn'} size={16} />
        <Text>{ok ? t('tutor.verdict.verified') : t('tutor.verdict.mismatch')}</Text>
      </View>
      <Text className='verdict__note'>
        {ok ? t('tutor.verdict.verifiedNote') : t('tutor.verdict.mismatchNote', { expected: verdict.expected ?? '' })}
      </Text>
    </View>
  )
}
