import { useState } from 'react'
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { OverlayActions, OverlayButton, OverlayFrame } from '../OverlayFrame'
import type { PickerOptions } from '../types'
import { DatePanel } from './DatePanel'
import { MonthPanel } from './MonthPanel'
import { OptionList } from './OptionList'
import { TimePanel } from './TimePanel'
import './picker.scss'

/** A choice made in a sheet: nothing changes until the confirm button (or Enter). */
export function PickerSheet({ options, settle }: { options: PickerOptions; settle(value: number | string | null): void }) {
  const { t } = useTranslation()
  const [value, setValue] = useState<number | string>(options.value)
  const cancel = () => settle(null)
  const confirm = () => settle(value)
  const panel = (() => {
    switch (options.mode) {
      case 'selector':
        return <OptionList label={options.title} options={options.options} selected={value as number} onSelect={setValue} testId='picker-options' />
      case 'time':
        return <TimePanel value={value as string} onChange={setValue} />
      case 'date':
        return <DatePanel value={value as string} start={options.start} end={options.end} onChange={setValue} />
      case 'month':
        return <MonthPanel value={value as string} onChange={setValue} />
    }
  })()
  return (
    <OverlayFrame layout='sheet' title={options.title} testId='picker-sheet' onCancel={cancel} onEnter={confirm}>
      <View className='picker-body'>{panel}</View>
      <OverlayActions>
        <OverlayButton label={options.cancelText ?? t('common.cancel')} testId='picker-cancel' onPress={cancel} />
        <OverlayButton label={options.confirmText ?? t('common.confirm')} tone='primary' testId='picker-confirm' onPress={confirm} />
      </OverlayActions>
    </OverlayFrame>
  )
}
