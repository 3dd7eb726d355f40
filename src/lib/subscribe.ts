// Types and jest resolve this file; Taro builds pick subscribe.h5.ts or subscribe.weapp.ts instead.
import type * as H5 from './subscribe.h5'
import type * as Weapp from './subscribe.weapp'

export * from './subscribe.h5'

export type SubscribeTwinsMatch = [keyof typeof H5] extends [keyof typeof Weapp] ? true : never
const twinsMatch: SubscribeTwinsMatch = true
void twinsMatch
