// Types and jest resolve this file; Taro builds pick overlay-focus.h5.ts or overlay-focus.weapp.ts.
import type * as H5 from './overlay-focus.h5'
import type * as Weapp from './overlay-focus.weapp'

export * from './overlay-focus.h5'
export type { OverlayKeys } from './overlay-focus-types'

export type OverlayFocusTwinsMatch = [keyof typeof H5] extends [keyof typeof Weapp] ? true : never
const twinsMatch: OverlayFocusTwinsMatch = true
void twinsMatch
