// Types and jest resolve this file; Taro builds pick speech.h5.ts or speech.weapp.ts instead.
import type * as H5 from './speech.h5'
import type * as Weapp from './speech.weapp'

export * from './speech.h5'

export type SpeechTwinsMatch = [keyof typeof H5] extends [keyof typeof Weapp] ? true : never
const twinsMatch: SpeechTwinsMatch = true
void twinsMatch
