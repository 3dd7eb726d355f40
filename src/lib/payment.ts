// Types and jest resolve this file; Taro builds pick payment.h5.ts or payment.weapp.ts instead; twins.ts checks both offer the same API.
export * from './payment.h5'
export type { PaymentOutcome, PayChannel, PaymentStart } from './payment-types'
