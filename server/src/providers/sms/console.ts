import type { ProviderLog } from '../provider-log'
import { maskPhone } from '../../lib/mask'
import type { SendCodeInput, SmsProvider } from '.'

const REMEMBERED = 50

/**
 * Sends nothing: prints the code to the server log, which is how a newcomer signs in locally and
 * how end-to-end tests read it. The phone is masked like every other log line; the person signing
 * in knows their own number.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console'
  private readonly sent: { phone: string; code: string }[] = []

  constructor(private readonly log: ProviderLog) {}

  async sendCode({ phone, code, lang, ttlMinutes }: SendCodeInput): Promise<void> {
    this.log.info({ sms: 'console', lang }, `SMS code for ${maskPhone(phone)}: ${code} (valid ${ttlMinutes} min)`)
    this.sent.push({ phone, code })
    if (this.sent.length > REMEMBERED) this.sent.shift()
  }

  /** Test and development aid only: the last code "sent" to `phone` by this server, if still remembered. */
  lastCodeFor(phone: string): string | undefined {
    for (let i = this.sent.length - 1; i >= 0; i--) if (this.sent[i].phone === phone) return this.sent[i].code
    return undefined
  }
}
