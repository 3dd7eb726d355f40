// Types and jest resolve this file; Taro builds pick stream.h5.ts or stream.weapp.ts instead.
import type * as H5 from './stream.h5'
import type * as Weapp from './stream.weapp'

export * from './stream.h5'

// Both twins must offer the same API (checked by tsc, no runtime cost).
export type StreamTwinsMatch = [keyof typeof H5] extends [keyof typeof Weapp] ? true : never
const twinsMatch: StreamTwinsMatch = true
void twinsMatch
