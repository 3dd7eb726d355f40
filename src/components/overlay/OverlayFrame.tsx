import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { holdFocus } from '@/lib/overlay-focus'
import { newOverlayId } from './store'
import './overlay.scss'

interface FrameProps {
  /** dialog: a card in the middle; sheet: a panel from the bottom edge. */
  layout: 'dialog' | 'sheet'
  /** alertdialog for questions that need an answer (confirmations). */
  role?: 'dialog' | 'alertdialog'
  title: string
  message?: string
  testId?: string
  /** Esc, a tap on the dimmed page, the cancel button. */
  onCancel(): void
  /** Enter anywhere but on another of the overlay's buttons. */
  onEnter(): void
  children: ReactNode
}

/**
 * Ids for a modal's root and title, and focus held inside it while it is shown (for sheets a
 * feature draws itself, like the plan preview): Esc and Enter call the handlers of the moment.
 */
export function useModal(handlers: { onCancel(): void; onEnter(): void }) {
  const [ids] = useState(() => ({ root: newOverlayId('overlay-root'), title: newOverlayId('overlay-title'), message: newOverlayId('overlay-message') }))
  const keys = useRef(handlers)
  keys.current = handlers
  useEffect(() => holdFocus(ids.root, { onEscape: () => keys.current.onCancel(), onEnter: () => keys.current.onEnter() }), [ids.root])
  return ids
}

/**
 * The frame every dialog, sheet and picker shares: dimmed page behind, a panel named by its
 * visible title (aria-labelledby), focus held inside while it is open (lib/overlay-focus).
 */
export function OverlayFrame({ layout, role = 'dialog', title, message, testId, onCancel, onEnter, children }: FrameProps) {
  const ids = useModal({ onCancel, onEnter })
  return (
    <View className={`overlay overlay--${layout}`} catchMove>
      <View className='overlay__mask' aria-hidden='true' onClick={onCancel} />
      <View
        id={ids.root}
        className='overlay__panel'
        role={role}
        aria-modal='true'
        aria-labelledby={ids.title}
        aria-describedby={message ? ids.message : undefined}
        tabIndex={-1}
        data-testid={testId}
      >
        <Text id={ids.title} className='overlay__title'>
          {title}
        </Text>
        {message ? (
          <Text id={ids.message} className='overlay__message'>
            {message}
          </Text>
        ) : null}
        {children}
      </View>
    </View>
  )
}

interface ButtonProps {
  label: string
  tone?: 'primary' | 'danger' | 'plain'
  testId?: string
  onPress(): void
}

/** One action of an overlay: its visible label is its accessible name. */
export function OverlayButton({ label, tone = 'plain', testId, onPress }: ButtonProps) {
  return (
    <View className={`overlay__button overlay__button--${tone}`} role='button' tabIndex={0} data-testid={testId} onClick={onPress}>
      <Text className='overlay__button-label'>{label}</Text>
    </View>
  )
}

/** Cancel and confirm side by side while they fit, one above the other when a label is long. */
export function OverlayActions({ children }: { children: ReactNode }) {
  return <View className='overlay__actions'>{children}</View>
}
