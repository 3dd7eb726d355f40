import Taro from '@tarojs/taro'
import { APP_VERSION_CODE } from '@contract/app-version'
import type { CheckingVersion } from '@contract/user'
import { ROUTES } from '@/routes'
import { buildUrl } from '@/lib/navigation'
import { updateGate } from '@/lib/update-gate'
import { useAppStore } from '@/shared/app-state'
import { decideUpgrade } from './decide'
import { readDismissal } from './dismissal'

const PAGE_WAIT_MS = 5000

/** Opening a page before the first one is mounted races the router: wait for it. */
async function firstPageShown(): Promise<void> {
  const started = Date.now()
  while (Taro.getCurrentPages().length === 0 && Date.now() - started < PAGE_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  // and one more turn, so its show has run
  await new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Part of the app start (which fetched `v`): remembers which versions exist (sign-in uses it) and
 * opens the upgrade popup when there is a newer version; a forced update locks the app to it.
 */
export async function offerUpgrade(v: CheckingVersion): Promise<void> {
  useAppStore.getState().setCheckVersion(v)
  const decision = decideUpgrade(v, APP_VERSION_CODE, readDismissal(), Date.now())
  if (decision !== 'none') await firstPageShown()
  if (decision === 'forced') {
    updateGate.lockTo(ROUTES.upgrade.path)
    await Taro.reLaunch({ url: buildUrl(ROUTES.upgrade.path, { force: 1 }) })
  } else if (decision === 'optional') {
    await Taro.navigateTo({ url: buildUrl(ROUTES.upgrade.path) })
  }
}
