// Types and jest resolve this file; Taro builds pick calendar.h5.ts or calendar.weapp.ts instead; twins.ts checks both offer the same API.
export * from './calendar.h5'
export type { PhoneCalendarEvent } from './calendar-types'
