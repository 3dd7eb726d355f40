import { readString, writeString } from '@/lib/storage'
import type { Dismissal } from './decide'

const KEY = 'upgrade-dismissed'

export function readDismissal(): Dismissal | null {
  const raw = readString(KEY)
  if (!raw) return null
  const [code, at] = raw.split(':').map(Number)
  return Number.isFinite(code) && Number.isFinite(at) ? { versionCode: code, at } : null
}

export function dismiss(versionCode: number, now = Date.now()) {
  writeString(KEY, `${versionCode}:${now}`)
}
