// Types and jest resolve this file; Taro builds pick save-image.h5.ts or save-image.weapp.ts instead.
import type * as H5 from './save-image.h5'
import type * as Weapp from './save-image.weapp'

export * from './save-image.h5'

export type SaveImageTwinsMatch = [keyof typeof H5] extends [keyof typeof Weapp] ? true : never
const twinsMatch: SaveImageTwinsMatch = true
void twinsMatch
