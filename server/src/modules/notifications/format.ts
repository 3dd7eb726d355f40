import type { Lang } from '@contract/common'
import { formatInZone } from '../../lib/time'

/** The reader's language and time zone: notifications are rendered when read, not when made. */
export interface RenderContext {
  lang: Lang
  timeZone: string
}

/** "22 Dec 2026" / "2026年12月22日" in the reader's zone. */
export const formatDate = (iso: string, ctx: RenderContext): string => formatInZone(iso, ctx.timeZone, ctx.lang, { dateStyle: 'medium' })

/** 1990 -> "¥19.90", with integer arithmetic only. */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(fen)
  return `${sign}¥${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
