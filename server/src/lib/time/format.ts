import type { Lang } from '@contract/common'

/**
 * Dates and times in a message, in the reader's language and a named zone. Intl does the
 * language (month and weekday names, order); building a formatter costs more than a whole
 * instruction parse, so formatters are kept per locale, zone and shape.
 */

const LOCALES: Record<Lang, string> = { en: 'en-GB', fr: 'fr-FR', es: 'es-ES', 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW' }

export type DateShape = Omit<Intl.DateTimeFormatOptions, 'timeZone'>

const formats = new Map<string, Intl.DateTimeFormat>()

/** The formatter for `lang` (or an explicit BCP 47 locale) showing `shape` in `zone`. */
export function zoneFormat(lang: Lang | 'en-GB', zone: string, shape: DateShape): Intl.DateTimeFormat {
  const locale = lang === 'en-GB' ? lang : LOCALES[lang]
  const key = `${locale}|${zone}|${JSON.stringify(shape)}`
  let f = formats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...shape, timeZone: zone })
    if (formats.size >= 2000) formats.clear()
    formats.set(key, f)
  }
  return f
}

/** `instant` shown in `zone` for a reader of `lang`: formatInZone(t, 'Asia/Shanghai', 'en', { dateStyle: 'medium' }) -> "22 Dec 2026". */
export function formatInZone(instant: string | Date, zone: string, lang: Lang | 'en-GB', shape: DateShape): string {
  return zoneFormat(lang, zone, shape).format(new Date(instant))
}
