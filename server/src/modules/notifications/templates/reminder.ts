import { interpolate } from '../../../i18n'
import type { RenderContext } from '../format'
import { str, type Template, type Texts } from './types'
import { formatInZone, isTimeZone, type DateShape } from '../../../lib/time'

const T: Texts<'title' | 'examTitle' | 'timed' | 'allDay'> = {
  title: { en: 'Reminder: {title}', fr: 'Rappel : {title}', es: 'Recordatorio: {title}', 'zh-Hans': '提醒：{title}', 'zh-Hant': '提醒：{title}' },
  examTitle: { en: 'Exam: {title}', fr: 'Examen : {title}', es: 'Examen: {title}', 'zh-Hans': '考试提醒：{title}', 'zh-Hant': '考試提醒：{title}' },
  timed: {
    en: 'Starts {when}. Open your plan to get ready.',
    fr: 'Commence {when}. Ouvre ton planning pour te préparer.',
    es: 'Empieza {when}. Abre tu plan para prepararte.',
    'zh-Hans': '开始时间：{when}。打开计划准备一下吧。',
    'zh-Hant': '開始時間：{when}。打開計畫準備一下吧。',
  },
  allDay: {
    en: 'On {when}. Open your plan to get ready.',
    fr: 'Le {when}. Ouvre ton planning pour te préparer.',
    es: 'El {when}. Abre tu plan para prepararte.',
    'zh-Hans': '日期：{when}。打开计划准备一下吧。',
    'zh-Hant': '日期：{when}。打開計畫準備一下吧。',
  },
}

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
    const title = interpolate((p.kind === 'exam' ? T.examTitle : T.title)[ctx.lang], { title: str(p.title) })
    return { title, body: interpolate((allDay ? T.allDay : T.timed)[ctx.lang], { when: when(str(p.start_at), str(p.zone), allDay, ctx) }) }
  },
}
