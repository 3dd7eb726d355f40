import { View } from '@tarojs/components'
import './toggle.scss'

interface Props {
  checked: boolean
  /** What it turns on, said by screen readers (the visible label sits beside it). */
  label: string
  onChange(checked: boolean): void
  testId?: string
}

/**
 * An on/off switch in the brand colour, the same on both targets. Replaces the stock Switch,
 * whose H5 control is 52 × 32 px at every width: this one keeps the drawn track and gives the
 * finger a box of at least 44 × 44 CSS px around it.
 */
export function Toggle({ checked, label, onChange, testId }: Props) {
  return (
    <View
      className={`toggle${checked ? ' toggle--on' : ''}`}
      role='switch'
      tabIndex={0}
      aria-checked={checked}
      aria-label={label}
      data-testid={testId}
      onClick={() => onChange(!checked)}
    >
      <View className='toggle__track'>
        <View className='toggle__knob' />
      </View>
    </View>
  )
}
