// Types and jest resolve this file; Taro builds pick payment.h5.ts or payment.weapp.ts instead.
import type * as H5 from './payment.h5'
import type * as Weapp from './payment.weapp'

export * from './payment.h5'
export type { PaymentOutcome, PayChannel, PaymentStart } from './payment-types'

export type PaymentTwinsMatch = [keyof typeof H5] extends [keyof typeof Weapp] ? true : never
const twinsMatch: PaymentTwinsMatch = true
void twinsMatch
