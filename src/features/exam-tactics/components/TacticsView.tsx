import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Tactics } from '@contract/exam-tactics'
import './tactics-view.scss'

function List({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null
  return (
    <View className='tactics__group'>
      <Text className='tactics__heading'>{title}</Text>
      {items.map((item, i) => (
        <View key={i} className='tactics__item'>
          <Text className='tactics__dot'>•</Text>
          <Text className='tactics__text'>{item}</Text>
        </View>
      ))}
    </View>
  )
}

/** The time budget as bars, then the order of attack, skip rule, checking, the day before. */
export function TacticsView({ tactics }: { tactics: Tactics }) {
  const { t } = useTranslation()
  const total = tactics.exam.minutes
  return (
    <View className='tactics' data-testid='tactics'>
      <Text className='tactics__heading'>{t('tactics.budget', { n: total })}</Text>
      {tactics.sections.map((s, i) => (
        <View key={i} className='tactics__section'>
          <View className='tactics__section-head'>
            <Text className='tactics__section-name'>{s.name}</Text>
            <Text className='tactics__section-minutes'>{t('tactics.minutes', { n: s.minutes })}</Text>
          </View>
          <View className='tactics__track'>
            <View className='tactics__fill' style={{ width: `${Math.min(100, (s.minutes / total) * 100)}%` }} />
          </View>
          {s.advice && <Text className='tactics__advice'>{s.advice}</Text>}
        </View>
      ))}
      <List title={t('tactics.order')} items={tactics.order} />
      <List title={t('tactics.skip')} items={[tactics.skip_rule]} />
      <List title={t('tactics.checking')} items={tactics.checking} />
      <List title={t('tactics.dayBefore')} items={tactics.day_before} />
      <List title={t('tactics.focus')} items={tactics.focus} />
      <Text className='tactics__source'>{t(tactics.source === 'model' ? 'tactics.fromModel' : 'tactics.fromLibrary')}</Text>
    </View>
  )
}
