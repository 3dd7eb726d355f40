import Taro from '@tarojs/taro'
import { buildUrl } from '@/lib/navigation'
import { session } from '@/lib/session-bridge'
import { logout } from '@/shared/session/logout'
import { clearLocalSession } from '@/shared/session/onboarding'

/** Logout (spec §4): tell the server, clear the stores, go to login. */
export async function signOut() {
  await logout().catch(() => undefined)
  clearLocalSession()
  void Taro.reLaunch({ url: buildUrl(session.loginEntry()) })
}
