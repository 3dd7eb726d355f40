// Types and jest resolve this file; Taro builds pick route-progress.h5.ts or route-progress.weapp.ts.
import type * as H5 from './route-progress.h5'
import type * as Weapp from './route-progress.weapp'

export * from './route-progress.h5'

export type RouteProgressTwinsMatch = [keyof typeof H5] extends [keyof typeof Weapp] ? true : never
const twinsMatch: RouteProgressTwinsMatch = true
void twinsMatch
