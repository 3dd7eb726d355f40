import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { OverlayButton, OverlayFrame } from './OverlayFrame'
import type { ActionOptions } from './types'

/** A titled list of actions from the bottom edge, and a separate cancel. */
export function ActionSheet({ options, settle }: { options: ActionOptions; settle(index: number | null): void }) {
  const { t } = useTranslation()
  const cancel = () => settle(null)
  return (
    // Enter on the frame chooses nothing: there is no default action.
    <OverlayFrame layout='sheet' title={options.title} message={options.message} testId='action-sheet' onCancel={cancel} onEnter={() => undefined}>
      <View className='overlay__list'>
        {options.items.map((item, i) => (
          <OverlayButton key={item.label} label={item.label} tone={item.danger ? 'danger' : 'plain'} testId={item.testId ?? `action-${i}`} onPress={() => settle(i)} />
        ))}
      </View>
      <View className='overlay__cancel'>
        <OverlayButton label={options.cancelText ?? t('common.cancel')} testId='sheet-cancel' onPress={cancel} />
      </View>
    </OverlayFrame>
  )
}
