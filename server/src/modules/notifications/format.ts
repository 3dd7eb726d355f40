import type { Lang } from '@contract/common'

/** The reader's language and time zone: notifications are rendered when read, not when made. */
export interface RenderContext {
  lang: Lang
  timeZone: string
}

const INTL_LOCALE: Record<Lang, string> = { en: 'en-GB', fr: 'fr-FR', es: 'es-ES', 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW' }

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** "22 Dec 2026" / "2026年12月22日" in the reader's zone. */
export function formatDate(iso: string, ctx: RenderContext): string {
  const key = `${ctx.lang}|${ctx.timeZone}`
  let f = dateFormats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALE[ctx.lang], { timeZone: ctx.timeZone, dateStyle: 'medium' })
    if (dateFormats.size < 500) dateFormats.set(key, f)
  }
  return f.format(new Date(iso))
}

/** 1990 -> "¥19.90", with integer arithmetic only. */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(fen)
  return `${sign}¥${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
