import Taro from '@tarojs/taro'
import { connectSession } from '../session-bridge'
import { buildUrl, go, returnAfterLogin, toLogin, toNoAccess } from '../navigation'

let token: string | null = null
let clock = Date.parse('2026-11-22T08:00:00Z')
beforeEach(() => {
  token = null
  connectSession({ getToken: () => token, clearSession: () => (token = null), loginEntry: () => '/pages/access/login' })
  jest.useFakeTimers()
  // Each test starts an hour after the previous one: outside its 5 s throttle window.
  clock += 3_600_000
  jest.setSystemTime(clock)
})
afterEach(() => jest.useRealTimers())

describe('navigation', () => {
  it('builds page URLs with encoded query values and no empty ones', () => {
    expect(buildUrl('pages/vip/index', { plan: 'year', from: '/pages/user/user?x=1', empty: '' })).toBe(
      '/pages/vip/index?plan=year&from=%2Fpages%2Fuser%2Fuser%3Fx%3D1',
    )
  })

  it('sends a signed-out student from a guarded page to login with the URL-encoded way back', () => {
    go('pages/order/order', { tab: 'paid' })
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    expect(Taro.reLaunch).toHaveBeenCalledWith({
      url: `/pages/access/login?redirect=${encodeURIComponent('/pages/order/order?tab=paid')}`,
    })
  })

  it('opens guarded pages when signed in, tabs with switchTab', () => {
    token = 't'
    go('pages/order/order', { tab: 'paid' })
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/order/order?tab=paid' })
    go('pages/schedule/index')
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/schedule/index' })
  })

  it('opens login at most once per 5 s', () => {
    toLogin({ redirect: '/pages/vip/index' })
    toLogin({ redirect: '/pages/vip/index' })
    jest.advanceTimersByTime(4_999)
    toLogin({ redirect: '/pages/vip/index' })
    expect(Taro.reLaunch).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(1)
    toLogin({ redirect: '/pages/vip/index', inviteDialog: true })
    expect(Taro.reLaunch).toHaveBeenCalledTimes(2)
    expect(Taro.reLaunch).toHaveBeenLastCalledWith({
      url: `/pages/access/login?redirect=${encodeURIComponent('/pages/vip/index')}&invite=1`,
    })
  })

  it('opens the no-access page at most once per 5 s', () => {
    toNoAccess()
    toNoAccess()
    expect(Taro.navigateTo).toHaveBeenCalledTimes(1)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/firsttimenoaccess/requestusage' })
    jest.advanceTimersByTime(5_000)
    toNoAccess()
    expect(Taro.navigateTo).toHaveBeenCalledTimes(2)
  })

  it('never asks login to come back to a login page', () => {
    toLogin({ redirect: '/pages/login/verification?phone=1' })
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/access/login' })
  })

  it('returns after login to the page that asked, or home', () => {
    returnAfterLogin(encodeURIComponent('/pages/order/order?tab=paid'))
    expect(Taro.reLaunch).toHaveBeenLastCalledWith({ url: '/pages/order/order?tab=paid' })
    returnAfterLogin(encodeURIComponent('/pages/schedule/index'))
    expect(Taro.reLaunch).toHaveBeenLastCalledWith({ url: '/pages/schedule/index' })
    returnAfterLogin(null)
    expect(Taro.reLaunch).toHaveBeenLastCalledWith({ url: '/pages/canvas/index' })
    returnAfterLogin(encodeURIComponent('/pages/not/a-route'))
    expect(Taro.reLaunch).toHaveBeenLastCalledWith({ url: '/pages/canvas/index' })
  })
})
