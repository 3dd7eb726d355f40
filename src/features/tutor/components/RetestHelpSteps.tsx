import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { RETEST_HELP_STEPS, type RetestHelpStep } from '@contract/retest-limits'
import { retestHelp } from '@/features/today-tasks'
import { Markdown } from './Markdown'

interface Props {
  mistakeId: string
  /** Steps already taken on this re-test (the server's record, after a reload too). */
  taken: RetestHelpStep[]
}

/**
 * The tutor's help ladder on a checked re-test: a hint, then a worked similar example. The server
 * records each step, so a right answer after one grades "with help"; the note says so up front.
 */
export function RetestHelpSteps({ mistakeId, taken }: Props) {
  const { t } = useTranslation('retest')
  const [used, setUsed] = useState<RetestHelpStep[]>(taken)
  const [shown, setShown] = useState<Partial<Record<RetestHelpStep, string>>>({})
  const [busy, setBusy] = useState<RetestHelpStep | null>(null)
  const open = async (step: RetestHelpStep) => {
    if (busy || shown[step]) return
    setBusy(step)
    try {
      const res = await retestHelp({ mistake_id: mistakeId, step })
      setUsed(res.help)
      setShown((s) => ({ ...s, [step]: res.markdown }))
    } catch {
      // shown by the request layer
    } finally {
      setBusy(null)
    }
  }
  return (
    <View className='retest-help' data-testid='retest-help'>
      <Text className='retest-card__label'>{t('tutor.ladder.title', { ns: 'common' })}</Text>
      <View className='retest-help__steps'>
        {RETEST_HELP_STEPS.map((step) => (
          <View
            key={step}
            className={`retest-help__step${used.includes(step) ? ' retest-help__step--used' : ''}`}
            role='button' tabIndex={0}
            aria-pressed={used.includes(step)}
            aria-busy={busy === step}
            data-testid={`retest-help-${step}`}
            onClick={() => void open(step)}
          >
            <Text>{t(`tutor.ladder.${step}`, { ns: 'common' })}</Text>
          </View>
        ))}
      </View>
      <Text className='retest-help__note'>{t('helpNote')}</Text>
      {RETEST_HELP_STEPS.map((step) =>
        shown[step] ? (
          <View key={step} className='retest-checked__solution' data-testid={`retest-help-text-${step}`}>
            <Markdown text={shown[step]!} />
          </View>
        ) : null,
      )}
    </View>
  )
}
