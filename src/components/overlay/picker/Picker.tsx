import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { openOverlay } from '../store'
import type { PickerOptions } from '../types'

interface Common {
  /** Names the sheet (its visible title). */
  title: string
  children: ReactNode
  testId?: string
  className?: string
  confirmText?: string
}

export type PickerProps = Common &
  (
    | { mode: 'selector'; options: string[]; value: number; onChange(index: number): void }
    | { mode: 'time'; value: string; onChange(value: string): void }
    | { mode: 'date'; value: string; start?: string; end?: string; onChange(value: string): void }
    | { mode: 'month'; value: string; onChange(value: string): void }
  )

/**
 * Our picker (the stock one draws Chinese "取消/确定" in any language): the children are the
 * trigger; a tap opens a sheet with the choice and localised cancel/confirm buttons.
 */
export function Picker(props: PickerProps) {
  const { children, testId, className, onChange, ...options } = props
  const open = async () => {
    const picked = await openOverlay<number | string>({ kind: 'picker', options: options as PickerOptions })
    if (picked !== null) (onChange as (value: number | string) => void)(picked)
  }
  return (
    <View className={className ?? 'picker-trigger'} role='button' tabIndex={0} aria-haspopup='dialog' data-testid={testId} onClick={() => void open()}>
      {children}
    </View>
  )
}
