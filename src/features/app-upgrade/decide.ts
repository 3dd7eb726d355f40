import type { CheckingVersion } from '@contract/user'

export type UpgradeDecision = 'none' | 'optional' | 'forced'

/** After "later", the same version is offered again this much later. */
export const REMIND_AFTER_MS = 3 * 24 * 3600_000

export interface Dismissal {
  versionCode: number
  at: number
}

/**
 * Below the minimum version code the update is forced; below the latest one it is offered,
 * unless the student said "later" to this version recently.
 */
export function decideUpgrade(v: CheckingVersion, currentCode: number, dismissed: Dismissal | null, now: number): UpgradeDecision {
  if (currentCode < v.min_version_code) return 'forced'
  if (currentCode >= v.latest_version_code) return 'none'
  if (dismissed && dismissed.versionCode >= v.latest_version_code && now - dismissed.at < REMIND_AFTER_MS) return 'none'
  return 'optional'
}
