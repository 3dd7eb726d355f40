// Types and jest resolve this file; Taro builds pick calendar.h5.ts or calendar.weapp.ts instead.
import type * as H5 from './calendar.h5'
import type * as Weapp from './calendar.weapp'

export * from './calendar.h5'
export type { PhoneCalendarEvent } from './calendar-types'

export type CalendarTwinsMatch = [keyof typeof H5] extends [keyof typeof Weapp] ? true : never
const twinsMatch: CalendarTwinsMatch = true
void twinsMatch
