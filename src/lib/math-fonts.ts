// Types and jest resolve this file; Taro builds pick math-fonts.h5.ts or math-fonts.weapp.ts instead.
import type * as H5 from './math-fonts.h5'
import type * as Weapp from './math-fonts.weapp'

export * from './math-fonts.h5'

export type MathFontsTwinsMatch = [keyof typeof H5] extends [keyof typeof Weapp] ? true : never
const twinsMatch: MathFontsTwinsMatch = true
void twinsMatch
