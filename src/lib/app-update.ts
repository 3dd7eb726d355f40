// Types and jest resolve this file; Taro builds pick app-update.h5.ts or app-update.weapp.ts instead.
import type * as H5 from './app-update.h5'
import type * as Weapp from './app-update.weapp'

export * from './app-update.h5'

export type AppUpdateTwinsMatch = [keyof typeof H5] extends [keyof typeof Weapp] ? true : never
const twinsMatch: AppUpdateTwinsMatch = true
void twinsMatch
