import { LANGS, type Lang } from '@contract/common'

export type Localized = Record<Lang, string>

const isLang = (v: string): v is Lang => (LANGS as readonly string[]).includes(v)

/**
 * Picks the best of our five languages from an Accept-Language header (q-values honoured).
 * Chinese tags map by script first, then by region: zh-TW, zh-HK and zh-MO read Traditional.
 */
export function resolveLang(header: string | undefined, fallback: Lang = 'en'): Lang {
  if (!header) return fallback
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index }
    })
    .filter((e) => e.tag && !Number.isNaN(e.q) && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    const lang = matchTag(tag)
    if (lang) return lang
  }
  return fallback
}

function matchTag(tag: string): Lang | null {
  if (isLang(tag)) return tag
  const parts = tag.toLowerCase().split(/[-_]/)
  switch (parts[0]) {
    case 'en':
      return 'en'
    case 'fr':
      return 'fr'
    case 'es':
      return 'es'
    case 'zh': {
      if (parts.includes('hant')) return 'zh-Hant'
      if (parts.includes('hans')) return 'zh-Hans'
      return parts.some((p) => p === 'tw' || p === 'hk' || p === 'mo') ? 'zh-Hant' : 'zh-Hans'
    }
    default:
      return null
  }
}

/** Replaces `{name}` placeholders. */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole))
}
