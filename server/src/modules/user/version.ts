import type { Lang } from '@contract/common'
import type { CheckingVersion } from '@contract/user'
import type { Config } from '../../config'
import { releaseNotesFor } from './release-notes'

/** "1.0.28" -> 1028, the same scheme as the app's own APP_VERSION_CODE. */
export const versionCode = (version: string): number => {
  const [major, minor, patch] = version.split('.').map(Number)
  return major * 1000 + minor * 100 + patch
}

/** Which app versions exist (`checking-version`, and part of the app start). */
export function versionInfo(config: Config, lang: Lang): CheckingVersion {
  return {
    check_version: config.APP_REVIEW_VERSION_CODE,
    latest_version: config.APP_LATEST_VERSION,
    latest_version_code: versionCode(config.APP_LATEST_VERSION),
    min_version_code: config.APP_MIN_VERSION_CODE,
    release_notes: releaseNotesFor(config.APP_RELEASE_NOTES, lang),
    download_url: config.APP_DOWNLOAD_URL,
  }
}
