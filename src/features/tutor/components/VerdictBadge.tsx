import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Verdict } from '@contract/chat'
import { Icon, type IconName } from '@/components/icon/Icon'

// Drawn icons, not glyphs; "could not be checked" is neutral and carries none.
const ICON: Record<Verdict['status'], IconName | null> = { verified: 'check-green', unchecked: null, mismatch: 'warn' }

/**
 * The independent check of a reply's final answer against the student's question: verified,
 * could not be checked (neutral), or check failed (the answer may be wrong).
 */
export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const { t } = useTranslation()
  const icon = ICON[verdict.status]
  const note =
    verdict.status === 'mismatch'
      ? verdict.expected
        ? t('tutor.verdict.mismatchNote', { expected: verdict.expected })
        : t('tutor.verdict.mismatchNoteBare')
      : t(`tutor.verdict.${verdict.status}Note`)
  return (
    <View className={`verdict verdict--${verdict.status}`} data-testid={`verdict-${verdict.status}`} role='status'>
      <View className='verdict__label'>
        {icon && <Icon name={icon} size={16} />}
        <Text>{t(`tutor.verdict.${verdict.status}`)}</Text>
      </View>
      <Text className='verdict__note'>{note}</Text>
    </View>
  )
}
