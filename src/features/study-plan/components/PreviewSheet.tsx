import { ScrollView, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { OperationScope, PlanPreview, PreviewItem } from '@contract/study-plan'
import { formatWhen } from '../model/dates'
import { describeRepeat } from '../model/repeat'
import './sheet-button.scss'
import './preview-sheet.scss'

interface Props {
  reply: string
  preview: PlanPreview
  busy: boolean
  /** When the instruction left the scope open: the readings to pick from, and the one picked. */
  scopes?: { options: OperationScope[]; picked: number; onPick(index: number): void }
  onConfirm(): void
  onCancel(): void
}

/** "Only this one" / "Every time" / "This and the following ones": the student picks what the change is about. */
function ScopeChoice({ options, picked, onPick }: NonNullable<Props['scopes']>) {
  const { t } = useTranslation()
  return (
    <View className='preview-scopes' role='radiogroup' aria-label={t('plan.preview.whichScope')} data-testid='preview-scopes'>
      <Text className='preview-sheet__group'>{t('plan.preview.whichScope')}</Text>
      <View className='preview-scopes__row'>
        {options.map((scope, i) => (
          <View
            key={scope}
            className={`preview-scopes__option${i === picked ? ' preview-scopes__option--on' : ''}`}
            role='radio'
            aria-checked={i === picked}
            data-testid={`preview-scope-${scope}`}
            onClick={() => onPick(i)}
          >
            <Text>{t(`plan.preview.scope.${scope}`)}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

function Item({ item, sign }: { item: PreviewItem; sign: '+' | '−' | '→' }) {
  const { t } = useTranslation()
  const repeats = item.rrule && item.scope !== 'occurrence'
  return (
    <View className={`preview-item preview-item--${sign === '+' ? 'added' : sign === '−' ? 'removed' : 'moved'}`}>
      <Text className='preview-item__sign'>{sign}</Text>
      <View className='preview-item__body'>
        <Text className='preview-item__title'>{item.title}</Text>
        <Text className='preview-item__when'>{formatWhen(t, item)}</Text>
        {repeats && <Text className='preview-item__repeat'>{describeRepeat(t, item.rrule)}</Text>}
      </View>
    </View>
  )
}

/** What a change will do, shown before anything happens: the student confirms or cancels. */
export function PreviewSheet({ reply, preview, busy, scopes, onConfirm, onCancel }: Props) {
  const { t } = useTranslation()
  const { added, changed, removed, conflicts } = preview
  return (
    <View className='preview-sheet-layer'>
      <View className='preview-sheet-mask' onClick={onCancel} />
      <View className='preview-sheet' role='dialog' aria-label={t('plan.preview.title')} data-testid='preview-sheet'>
        <Text className='preview-sheet__title'>{t('plan.preview.title')}</Text>
        {reply && <Text className='preview-sheet__reply'>{reply}</Text>}
        {scopes && scopes.options.length > 1 && <ScopeChoice {...scopes} />}
        <ScrollView scrollY className='preview-sheet__list'>
          {added.length > 0 && <Text className='preview-sheet__group'>{t('plan.preview.added', { count: added.length })}</Text>}
          {added.map((item, i) => (
            <Item key={`a${i}`} item={item} sign='+' />
          ))}
          {changed.length > 0 && <Text className='preview-sheet__group'>{t('plan.preview.changed', { count: changed.length })}</Text>}
          {changed.map((c, i) => (
            <View key={`c${i}`} className='preview-sheet__change'>
              <Item item={c.before} sign='−' />
              <Item item={c.after} sign='→' />
            </View>
          ))}
          {removed.length > 0 && <Text className='preview-sheet__group'>{t('plan.preview.removed', { count: removed.length })}</Text>}
          {removed.map((item, i) => (
            <Item key={`r${i}`} item={item} sign='−' />
          ))}
          {conflicts.length > 0 && (
            <View className='preview-sheet__conflicts' data-testid='preview-conflicts'>
              <Text className='preview-sheet__group preview-sheet__group--warn'>{t('plan.preview.conflicts', { count: conflicts.length })}</Text>
              {conflicts.map((c, i) => (
                <Text key={`x${i}`} className='preview-sheet__conflict'>
                  {t('plan.preview.overlaps', { title: c.item.title, other: c.with.title, when: formatWhen(t, c.with) })}
                </Text>
              ))}
            </View>
          )}
        </ScrollView>
        <View className='preview-sheet__actions'>
          <View className='sheet-button' role='button' data-testid='preview-cancel' onClick={onCancel}>
            <Text>{t('common.cancel')}</Text>
          </View>
          <View
            className={`sheet-button sheet-button--primary${busy ? ' sheet-button--busy' : ''}`}
            role='button'
            aria-disabled={busy}
            data-testid='preview-confirm'
            onClick={() => !busy && onConfirm()}
          >
            <Text>{t('plan.preview.confirm')}</Text>
          </View>
        </View>
      </View>
    </View>
  )
}
