// Types and jest resolve this file; Taro builds pick private-image.h5.ts or private-image.weapp.ts instead.
import type * as H5 from './private-image.h5'
import type * as Weapp from './private-image.weapp'

export * from './private-image.h5'

export type PrivateImageTwinsMatch = [keyof typeof H5] extends [keyof typeof Weapp] ? true : never
const twinsMatch: PrivateImageTwinsMatch = true
void twinsMatch
