import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ShareSummary } from '@contract/parent-digest'
import { Button } from '@/components/button/Button'
import { formatDateTime, formatDay } from '@/lib/format-date'

/** One link the student made: what it shows, who opened it lately, and the way to revoke it. */
export function ShareItem({ share, onRevoke, busy }: { share: ShareSummary; onRevoke(): void; busy: boolean }) {
  const { t } = useTranslation('parent')
  const { t: tc } = useTranslation()
  return (
    <View className='ps-item' data-testid='ps-share'>
      <Text className='ps-item__shows'>{t('share.shows', { list: share.sections.map((s) => t(`section.${s}`)).join(', ') })}</Text>
      <Text className='ps-item__meta'>
        {[share.display_name, t('share.madeOn', { date: formatDay(tc, share.created_at) })].filter(Boolean).join(' · ')}
      </Text>
      <Text className='ps-item__opens' data-testid='ps-opens'>
        {share.open_count === 0 ? t('share.neverOpened') : t('share.openedCount', { count: share.open_count })}
      </Text>
      {share.subscribers > 0 && (
        <Text className='ps-item__subscribers' data-testid='ps-subscribers'>
          {t('share.subscribers', { count: share.subscribers })}
        </Text>
      )}
      {share.opens.map((o) => (
        <Text key={`${o.opened_at}-${o.device}`} className='ps-item__open'>{`${formatDateTime(tc, o.opened_at)} · ${o.device}`}</Text>
      ))}
      <Button tone='danger' size='inline' className='ps-item__revoke' busy={busy} onPress={onRevoke} testId='ps-revoke'>
        {t('share.revoke')}
      </Button>
    </View>
  )
}
