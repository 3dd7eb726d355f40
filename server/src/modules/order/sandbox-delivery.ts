import type { SandboxNotification } from '../../providers/pay'
import type { App } from '../../types'

/**
 * Posts a sandbox notification to our own notify route, byte for byte, so it goes through the
 * same signature check, decryption and order code as one from WeChat Pay.
 */
export async function deliverSandboxNotification(app: App, n: SandboxNotification): Promise<void> {
  const path = new URL(n.url, 'http://sandbox.invalid').pathname
  const res = await app.inject({ method: 'POST', url: path, headers: n.headers, payload: n.body })
  if (res.statusCode !== 200 && res.statusCode !== 204) {
    throw new Error(`sandbox notification answered ${res.statusCode}: ${res.body.slice(0, 200)}`)
  }
}
