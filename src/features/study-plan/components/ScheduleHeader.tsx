import { Text, View } from '@tarojs/components'
import { Picker } from '@/components/overlay'
import { useTranslation } from 'react-i18next'
import { fromDayKey } from '@/lib/dates'
import { formatMonth } from '@/lib/format-date'
import { usePlanStore } from '../store'
import './schedule-header.scss'
import { Icon } from '@/components/icon/Icon'

interface Props {
  onPrev(): void
  onNext(): void
  onToday(): void
  onUndo(action: 'undo' | 'redo'): void
  onMore(): void
}

/** Month picker, previous/next, today, week/day, undo/redo and the menu. */
export function ScheduleHeader({ onPrev, onNext, onToday, onUndo, onMore }: Props) {
  const { t } = useTranslation()
  const view = usePlanStore((s) => s.view)
  const anchor = usePlanStore((s) => s.anchor)
  const undo = usePlanStore((s) => s.undo)
  const setView = usePlanStore((s) => s.setView)
  const setAnchor = usePlanStore((s) => s.setAnchor)
  return (
    <View className='plan-header'>
      <View className='plan-header__row'>
        <Picker mode='month' title={t('plan.pickMonth')} value={anchor.slice(0, 7)} onChange={(month) => setAnchor(`${month}-01`)}>
          <View className='plan-header__month' data-testid='month-picker'>
            <Text className='plan-header__month-label'>{formatMonth(t, fromDayKey(anchor), { yearIfOther: new Date() })}</Text>
            <Text className='plan-header__caret' />
          </View>
        </Picker>
        <View className='plan-header__nav'>
          <View className='plan-header__arrow' role='button' tabIndex={0} aria-label={t(view === 'week' ? 'plan.previousWeek' : 'plan.previousDay')} data-testid='plan-prev' onClick={onPrev}>
            <Text className='plan-header__chevron plan-header__chevron--left' />
          </View>
          <View className='plan-header__today' role='button' tabIndex={0} data-testid='plan-today' onClick={onToday}>
            <Text>{t('plan.today')}</Text>
          </View>
          <View className='plan-header__arrow' role='button' tabIndex={0} aria-label={t(view === 'week' ? 'plan.nextWeek' : 'plan.nextDay')} data-testid='plan-next' onClick={onNext}>
            <Text className='plan-header__chevron plan-header__chevron--right' />
          </View>
        </View>
      </View>
      <View className='plan-header__row'>
        <View className='plan-header__views' role='tablist'>
          {(['week', 'day'] as const).map((v) => (
            <View
              key={v}
              role='tab' tabIndex={0}
              aria-selected={view === v}
              data-testid={`view-${v}`}
              className={`plan-header__view${view === v ? ' plan-header__view--on' : ''}`}
              onClick={() => setView(v)}
            >
              <Text>{t(`plan.view.${v}`)}</Text>
            </View>
          ))}
        </View>
        <View className='plan-header__tools'>
          <View
            className={`plan-header__tool${undo?.can_undo ? '' : ' plan-header__tool--off'}`}
            role='button' tabIndex={0}
            aria-label={undo?.undo ? t('plan.undoWhat', { title: undo.undo.title }) : t('plan.undo')}
            aria-disabled={!undo?.can_undo}
            data-testid='plan-undo'
            onClick={() => undo?.can_undo && onUndo('undo')}
          >
            <Icon name='undo' />
          </View>
          <View
            className={`plan-header__tool${undo?.can_redo ? '' : ' plan-header__tool--off'}`}
            role='button' tabIndex={0}
            aria-label={undo?.redo ? t('plan.redoWhat', { title: undo.redo.title }) : t('plan.redo')}
            aria-disabled={!undo?.can_redo}
            data-testid='plan-redo'
            onClick={() => undo?.can_redo && onUndo('redo')}
          >
            <Icon name='redo' />
          </View>
          <View className='plan-header__tool' role='button' tabIndex={0} aria-label={t('plan.more.title')} data-testid='plan-more' onClick={onMore}>
            <Icon name='more' size={24} />
          </View>
        </View>
      </View>
    </View>
  )
}
