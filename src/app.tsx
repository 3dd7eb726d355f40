import { useEffect, type PropsWithChildren } from 'react'
import Taro, { useLaunch } from '@tarojs/taro'
import { I18nextProvider } from 'react-i18next'
import { APP_VERSION_CODE } from '@contract/app-version'
import { ROUTES } from '@/routes'
import { configureHttp } from '@/lib/http/http-client'
import { currentLanguage, i18n, initI18n } from '@/lib/i18n'
import { connectSession } from '@/lib/session-bridge'
import { startViewport } from '@/lib/viewport'
import { startKeyboardActivation } from '@/lib/overlay-focus'
import { startRouteProgress } from '@/lib/route-progress'
import { refreshAppState } from '@/features/app-start'
import { useAppStore } from '@/shared/app-state'
import { useChatStore } from '@/features/tutor'
import { useUserStore } from '@/shared/user/store'
import { useTabBarStore } from '@/components/tab-bar/store'
import './app.scss'

// Starts loading the student's language now, alongside the first page's code.
void initI18n()
configureHttp({ baseUrl: __API_BASE__, language: currentLanguage, t: (key) => i18n.t(key) })
connectSession({
  getToken: () => useUserStore.getState().token,
  clearSession: () => {
    useUserStore.getState().clear()
    useChatStore.getState().clear()
    useTabBarStore.getState().reset()
  },
  // Store-review builds (app version at or below check_version) sign in with account + password.
  loginEntry: () => {
    const reviewCode = useAppStore.getState().checkVersion?.check_version ?? 0
    return `/${APP_VERSION_CODE <= reviewCode ? ROUTES.loginAccount.path : ROUTES.accessLogin.path}`
  },
})

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    void refreshAppState({ launch: true })
  })

  useEffect(() => {
    const stopViewport = startViewport()
    const stopKeys = startKeyboardActivation()
    const stopProgress = startRouteProgress()
    // Spec §4: when the network comes back, the start-up refresh runs again.
    const onNetwork = ({ isConnected }: { isConnected: boolean }) => {
      const wasOnline = useAppStore.getState().online
      useAppStore.getState().setOnline(isConnected)
      if (isConnected && !wasOnline) void refreshAppState()
    }
    Taro.onNetworkStatusChange(onNetwork)
    return () => {
      stopViewport()
      stopKeys()
      stopProgress()
      Taro.offNetworkStatusChange(onNetwork)
    }
  }, [])

  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
}

export default App
