import { useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import './button.scss'

export interface ButtonProps {
  children: ReactNode
  /** primary: the page's main action; ghost: a second choice; plain: quiet; danger: destructive. */
  tone?: 'primary' | 'ghost' | 'plain' | 'danger'
  /** block: full width; inline: as wide as its label. */
  size?: 'block' | 'inline'
  disabled?: boolean
  /** Shown under the button when it is tapped while disabled ("Enter the code first"). */
  why?: string
  /** Working: a spinner, and taps do nothing. */
  busy?: boolean
  onPress(): void
  testId?: string
  className?: string
}

/**
 * The app's button. Disabled really means disabled: a tap does nothing (the H5 stock button still
 * fired its click), except say why when there is a reason to give.
 */
export function Button({ children, tone = 'primary', size = 'block', disabled = false, why, busy = false, onPress, testId, className }: ButtonProps) {
  const [asked, setAsked] = useState(false)
  const off = disabled || busy
  const press = () => {
    if (busy) return
    if (disabled) return setAsked(!!why)
    setAsked(false)
    onPress()
  }
  const classes = ['btn', `btn--${tone}`, `btn--${size}`, off ? 'btn--off' : '', busy ? 'btn--busy' : '', className ?? ''].filter(Boolean).join(' ')
  return (
    <>
      <View className={classes} role='button' tabIndex={0} aria-disabled={off} aria-busy={busy} data-testid={testId} onClick={press}>
        {busy && <View className='btn__spinner' aria-hidden='true' />}
        <Text className='btn__label'>{children}</Text>
      </View>
      {disabled && asked && why ? (
        <View className='btn__why' role='status' data-testid={testId ? `${testId}-why` : undefined}>
          <Text>{why}</Text>
        </View>
      ) : null}
    </>
  )
}
