import { LANGS, type Lang } from '@contract/common'

/**
 * APP_RELEASE_NOTES: what the newest version changes, shown in the upgrade popup. Either one text
 * for every language, or a JSON object by language, e.g. {"zh-Hans":"…","en":"…"} ("\n" between
 * points). A language without its own text falls back to English, then Simplified Chinese.
 */
export function parseReleaseNotes(value: string): { notes: Partial<Record<Lang, string>>; problem: string | null } {
  const text = value.trim()
  if (!text.startsWith('{')) return { notes: text ? Object.fromEntries(LANGS.map((l) => [l, text])) : {}, problem: null }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    // Expected: operator-supplied text: not JSON is reported as a config problem, not thrown.
    return { notes: {}, problem: 'APP_RELEASE_NOTES: not valid JSON' }
  }
  const notes: Partial<Record<Lang, string>> = {}
  for (const [key, note] of Object.entries(parsed as Record<string, unknown>)) {
    if (!(LANGS as readonly string[]).includes(key) || typeof note !== 'string') {
      return { notes: {}, problem: `APP_RELEASE_NOTES: "${key}" must be one of ${LANGS.join(', ')} with a text` }
    }
    notes[key as Lang] = note
  }
  return { notes, problem: null }
}

export function releaseNotesFor(value: string, lang: Lang): string {
  const { notes } = parseReleaseNotes(value)
  return notes[lang] ?? notes.en ?? notes['zh-Hans'] ?? Object.values(notes)[0] ?? ''
}
