import Taro from '@tarojs/taro'
import type { UserInfo } from '@contract/user'
import { connectSession } from '@/lib/session-bridge'
import { initI18n } from '@/lib/i18n'
import { useUserStore } from '@/shared/user/store'
import { continueAfterSignIn } from '../onboarding'
import { useLoginDraftStore } from '../login-draft-store'

const user = (over: Partial<UserInfo>): UserInfo =>
  ({ uid: 'u_1', account_status: 1, is_collected_info: true, ...over }) as UserInfo

beforeAll(async () => {
  await initI18n('en')
  connectSession({ getToken: () => useUserStore.getState().token, clearSession: () => useUserStore.getState().clear(), loginEntry: () => '/pages/access/login' })
})
beforeEach(() => useLoginDraftStore.getState().reset())

describe('where a student goes after signing in', () => {
  it('opens the invite dialog on the login entry for an account that is not activated, keeping the way back', () => {
    continueAfterSignIn(user({ account_status: 3, is_collected_info: false }), '/pages/order/order?tab=paid')
    expect(Taro.reLaunch).toHaveBeenCalledWith({
      url: `/pages/access/login?redirect=${encodeURIComponent('/pages/order/order?tab=paid')}&invite=1`,
    })
    expect(useLoginDraftStore.getState()).toMatchObject({ is_active: false, is_collected_info: false })
  })

  it('asks an active student without school, grade and courses for them first', () => {
    continueAfterSignIn(user({ is_collected_info: false }), '/pages/setting/index')
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: `/pages/collectionsteps/collectionsteps?redirect=${encodeURIComponent('/pages/setting/index')}` })
    expect(useLoginDraftStore.getState().is_active).toBe(true)
  })

  it('returns a complete student to the page that asked for sign-in and forgets the draft', () => {
    useLoginDraftStore.getState().patch({ phone: '13800138000', sms_code: '123456' })
    continueAfterSignIn(user({}), '/pages/setting/index')
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/setting/index' })
    expect(useLoginDraftStore.getState()).toMatchObject({ phone: '', sms_code: '' })
  })

  it('goes home when there is nowhere to return to', () => {
    continueAfterSignIn(user({}))
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/canvas/index' })
  })
})
