// Types and jest resolve this file; Taro builds pick overlay-focus.h5.ts or overlay-focus.weapp.ts; twins.ts checks both offer the same API.
export * from './overlay-focus.h5'
export type { OverlayKeys } from './overlay-focus-types'
