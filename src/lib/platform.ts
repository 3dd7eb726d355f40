// Types and jest resolve this file; Taro builds pick platform.h5.ts or platform.weapp.ts instead.
import type * as H5 from './platform.h5'
import type * as Weapp from './platform.weapp'

export * from './platform.h5'
export type { NavMetrics } from './platform-types'

// Both twins must offer the same API (checked by tsc, no runtime cost).
export type PlatformTwinsMatch = [keyof typeof H5] extends [keyof typeof Weapp] ? true : never
const twinsMatch: PlatformTwinsMatch = true
void twinsMatch
