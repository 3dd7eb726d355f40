import { isApiError } from '@/lib/http/api-error'
import { recordFocus } from '../api/record-focus'
import { useFocusStore } from '../store'

/**
 * Sends the focus sessions still waiting. One the server refuses for good (4xx: e.g. its task was
 * deleted) is dropped; one that fails on the way stays for the next try.
 */
export async function flushFocus(): Promise<boolean> {
  let any = false
  for (const body of [...useFocusStore.getState().unsent]) {
    try {
      await recordFocus(body)
      useFocusStore.getState().sent(body.client_id)
      any = true
    } catch (err) {
      if (isApiError(err) && err.status >= 400 && err.status < 500) useFocusStore.getState().sent(body.client_id)
      else break
    }
  }
  return any
}
