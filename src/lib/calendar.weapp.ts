import Taro from '@tarojs/taro'
import type { PhoneCalendarEvent } from './calendar-types'

/** The mini-program cannot save files for other apps; it adds events to the phone's calendar. */
export const CAN_DOWNLOAD_ICS: boolean = false
export const CAN_ADD_TO_PHONE_CALENDAR: boolean = true

export function downloadIcs(_filename: string, _content: string): boolean {
  return false
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000)

/** Resolves false when the student refuses the calendar permission or cancels. */
export async function addToPhoneCalendar(event: PhoneCalendarEvent): Promise<boolean> {
  const base = {
    title: event.title,
    startTime: seconds(event.start),
    // Taro's typings say string; WeChat documents (and takes) a number of seconds.
    endTime: seconds(event.end) as unknown as string,
    allDay: event.allDay,
    description: event.note,
    location: event.location,
    alarm: event.reminderMin !== null,
    alarmOffset: (event.reminderMin ?? 0) * 60,
  }
  try {
    if (event.repeat) {
      await Taro.addPhoneRepeatCalendar({
        ...base,
        repeatInterval: event.repeat.every,
        ...(event.repeat.until ? { repeatEndTime: seconds(event.repeat.until) } : {}),
      })
    } else {
      await Taro.addPhoneCalendar(base)
    }
    return true
  } catch {
    return false
  }
}
