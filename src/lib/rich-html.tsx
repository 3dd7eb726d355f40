// Types and jest resolve this file; Taro builds pick rich-html.h5.tsx or rich-html.weapp.tsx instead.
import type * as H5 from './rich-html.h5'
import type * as Weapp from './rich-html.weapp'

export * from './rich-html.h5'

export type RichHtmlTwinsMatch = [keyof typeof H5] extends [keyof typeof Weapp] ? true : never
const twinsMatch: RichHtmlTwinsMatch = true
void twinsMatch
