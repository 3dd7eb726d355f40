import type { RenderContext } from '../format'
import { str, say, type Template } from './types'
import { formatInZone, isTimeZone, type DateShape } from '../../../lib/time'

/** "Sun 14 Mar, 08:00" in the event's own zone: the time the student set, wherever the phone renders it. */
function when(startAt: string, zone: string, allDay: boolean, ctx: RenderContext): string {
  const timeZone = isTimeZone(zone) ? zone : ctx.timeZone
  const start = new Date(startAt)
  if (Number.isNaN(start.getTime())) return ''
  const shape: DateShape = allDay
    ? { weekday: 'short', day: 'numeric', month: 'short' }
    : { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
  return formatInZone(start, timeZone, ctx.lang, shape)
}

export const reminderTemplates: Record<string, Template> = {
  // params: title, kind, start_at (ISO), zone (the event's), all_day
  'plan.reminder': (p, ctx) => {
    const allDay = p.all_day === true
    const title = say(ctx.lang)(p.kind === 'exam' ? 'reminder.examTitle' : 'reminder.title', { title: str(p.title) })
    return { title, body: say(ctx.lang)(allDay ? 'reminder.allDay' : 'reminder.timed', { when: when(str(p.start_at), str(p.zone), allDay, ctx) }) }
  },
}
