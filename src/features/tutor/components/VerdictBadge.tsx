import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Verdict } from '@contract/chat'

const MARK: Record<Verdict['status'], string> = { verified: '✓', unchecked: '•', mismatch: '⚠' }

/**
 * The independent check of a reply's final answer against the student's question: verified,
 * could not be checked (neutral), or check failed (the answer may be wrong).
 */
export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const { t } = useTranslation()
  const note =
    verdict.status === 'mismatch'
      ? verdict.expected
        ? t('tutor.verdict.mismatchNote', { expected: verdict.expected })
        : t('tutor.verdict.mismatchNoteBare')
      : t(`tutor.verdict.${verdict.status}Note`)
  return (
    <View className={`verdict verdict--${verdict.status}`} data-testid={`verdict-${verdict.status}`} role='status'>
      <Text className='verdict__label'>{`${MARK[verdict.status]} ${t(`tutor.verdict.${verdict.status}`)}`}</Text>
      <Text className='verdict__note'>{note}</Text>
    </View>
  )
}
