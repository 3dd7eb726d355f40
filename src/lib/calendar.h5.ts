import type { PhoneCalendarEvent } from './calendar-types'

/** In a browser the plan is exported as an .ics file the phone's calendar app opens. */
export const CAN_DOWNLOAD_ICS: boolean = true
export const CAN_ADD_TO_PHONE_CALENDAR: boolean = false

export function downloadIcs(filename: string, content: string): boolean {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.style.display = 'none'
  document.body.appendChild(link)
  link.click()
  link.remove()
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return true
}

export async function addToPhoneCalendar(_event: PhoneCalendarEvent): Promise<boolean> {
  return false
}
