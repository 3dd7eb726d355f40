import { decideUpgrade, REMIND_AFTER_MS } from '../decide'

const version = (latest: number, min = 0) => ({
  check_version: 0,
  latest_version: '1.0.30',
  latest_version_code: latest,
  min_version_code: min,
  release_notes: '',
  download_url: '',
})

describe('when the upgrade popup shows', () => {
  const now = Date.parse('2026-11-23T10:00:00Z')

  it('shows nothing on the latest version', () => {
    expect(decideUpgrade(version(1027), 1027, null, now)).toBe('none')
  })

  it('offers a newer version, and again three days after "later" or for a newer one still', () => {
    expect(decideUpgrade(version(1030), 1027, null, now)).toBe('optional')
    const later = { versionCode: 1030, at: now - 1000 }
    expect(decideUpgrade(version(1030), 1027, later, now)).toBe('none')
    expect(decideUpgrade(version(1030), 1027, { ...later, at: now - REMIND_AFTER_MS - 1 }, now)).toBe('optional')
    expect(decideUpgrade(version(1031), 1027, later, now)).toBe('optional')
  })

  it('forces the update below the minimum version, whatever was dismissed', () => {
    expect(decideUpgrade(version(1030, 1028), 1027, { versionCode: 1030, at: now }, now)).toBe('forced')
  })
})
