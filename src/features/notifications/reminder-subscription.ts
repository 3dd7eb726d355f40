import { useEffect } from 'react'
import { canSubscribeToMessages, requestMessageSubscription } from '@/lib/subscribe'
import { getPushConfig } from './api/get-push-config'

// The templates are fetched once, ahead of the tap: WeChat shows its permission dialog only when
// `requestSubscribeMessage` is called from the tap itself, not after a network round trip.
let templates: string[] = []
let loading: Promise<void> | null = null

function preload(): void {
  if (!canSubscribeToMessages || loading) return
  loading = getPushConfig().then(
    (c) => {
      templates = c.wechat_template_ids
    },
    () => {
      loading = null // try again next time a form opens
    },
  )
}

/**
 * In the mini-program, a reminder reaches the student as a subscribe message, and WeChat allows
 * one message per "allow". The moment that makes sense to ask is the tap that sets a reminder
 * (saving an event or exam with one), so this returns the function to call from that tap. It does
 * nothing in the browser, or when the server has no WeChat template configured.
 */
export function useReminderSubscription(): () => void {
  useEffect(preload, [])
  return () => {
    if (canSubscribeToMessages && templates.length > 0) void requestMessageSubscription(templates)
  }
}
