import { useEffect, useState } from 'react'
import { canSubscribeToMessages, requestMessageSubscription } from '@/lib/subscribe'
import { getPushConfig } from './api/get-push-config'

// The templates are fetched once per app run, ahead of any tap: WeChat shows its permission
// dialog only when `requestSubscribeMessage` is called from the tap itself, not after a network
// round trip.
let templates: string[] = []
let loading: Promise<string[]> | null = null

function load(): Promise<string[]> {
  if (!canSubscribeToMessages) return Promise.resolve([])
  loading ??= getPushConfig().then(
    (c) => (templates = c.wechat_template_ids),
    () => {
      loading = null // try again the next time a screen asks
      return []
    },
  )
  return loading
}

/**
 * The WeChat subscribe-message templates the server sends with: empty in the browser, when the
 * server has none configured, and until they have loaded.
 */
export function usePushTemplates(): string[] {
  const [list, setList] = useState(templates)
  useEffect(() => {
    let mounted = true
    void load().then((loaded) => mounted && setList(loaded))
    return () => {
      mounted = false
    }
  }, [])
  return list
}

/**
 * In the mini-program, a reminder reaches the student as a subscribe message, and WeChat allows
 * one message per "allow". The moment that makes sense to ask is the tap that sets a reminder
 * (saving an event or exam with one), so this returns the function to call from that tap. It does
 * nothing in the browser, or when the server has no WeChat template configured.
 */
export function useReminderSubscription(): () => void {
  useEffect(() => void load(), [])
  // Read at the tap, not at the last render: the templates may have arrived in between.
  return () => {
    if (canSubscribeToMessages && templates.length > 0) void requestMessageSubscription(templates)
  }
}
