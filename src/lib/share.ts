// Types and jest resolve this file; Taro builds pick share.h5.ts or share.weapp.ts instead.
import type * as H5 from './share.h5'
import type * as Weapp from './share.weapp'

export * from './share.h5'

export type ShareTwinsMatch = [keyof typeof H5] extends [keyof typeof Weapp] ? true : never
const twinsMatch: ShareTwinsMatch = true
void twinsMatch
