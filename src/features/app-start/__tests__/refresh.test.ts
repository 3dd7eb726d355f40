import Taro from '@tarojs/taro'
import { ApiError } from '@/lib/http/api-error'
import { connectSession } from '@/lib/session-bridge'
import { useTabBarStore } from '@/components/tab-bar/store'
import { useUserStore } from '@/shared/user/store'
import { useDictionaryStore } from '@/shared/dictionary/store'
import { refreshAppState } from '../refresh'
import { useAppStore } from '@/shared/app-state'

const info = (status: 1 | 3, collected = true) => ({ uid: 'u_1', account_status: status, nickname: 'Lin', is_collected_info: collected })

/** Answers Taro.request by path, recording the order of calls. */
function serve(answers: Record<string, unknown | ApiError>) {
  const calls: string[] = []
  jest.spyOn(Taro, 'request').mockImplementation(((params: { url: string }) => {
    calls.push(params.url)
    const answer = answers[params.url]
    // The network's answer: the envelope, which the request layer opens.
    return answer instanceof ApiError ? Promise.reject(answer) : Promise.resolve({ statusCode: 200, data: { code: 200, msg: 'ok', data: answer } })
  }) as never)
  return calls
}

const START = '/api/v1/app/start'

/** What app/start answers: the versions and dictionary always, the rest as given. */
const start = (over: Record<string, unknown> = {}) => ({
  version: { check_version: 0, latest_version: '1.0.27', latest_version_code: 1027, min_version_code: 0, release_notes: '', download_url: '' },
  grades: [{ id: 7, name: 'Grade 7', stage_id: 1, stage: 'Junior high' }],
  courses: [{ id: 2, name: 'Mathematics', color: '#3E63DD' }],
  tones: [{ id: 1, name: 'Encouraging', description: '' }],
  user: null,
  session_error: null,
  unread: null,
  ...over,
})

let clock = Date.parse('2026-11-22T08:00:00Z')
beforeEach(() => {
  // Each test an hour after the previous one: outside the 5 s login-navigation throttle.
  clock += 3_600_000
  jest.useFakeTimers({ now: clock, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
  useUserStore.getState().clear()
  useTabBarStore.getState().reset()
  connectSession({ getToken: () => useUserStore.getState().token, clearSession: () => useUserStore.getState().clear(), loginEntry: () => '/pages/access/login' })
})

afterEach(() => jest.useRealTimers())

describe('app start sequence (spec §4)', () => {
  it('brings the dictionary, the student and the unread counts in one call', async () => {
    useUserStore.getState().setSession('tok')
    const calls = serve({ [START]: start({ user: info(1), unread: { event: 4, chat: 2, notification: 5 } }) })
    await expect(refreshAppState()).resolves.toBe('ok')
    expect(calls).toEqual([START])
    expect(useTabBarStore.getState()).toMatchObject({ eventUnread: 4, chatUnread: 2, notificationUnread: 5 })
    expect(useDictionaryStore.getState().courses[0].name).toBe('Mathematics')
    expect(useUserStore.getState().info?.nickname).toBe('Lin')
    expect(useAppStore.getState()).toMatchObject({ verify: 'ok', checkVersion: { latest_version_code: 1027 } })
  })

  it('reports "not logged in" without a token, with the dictionary loaded all the same', async () => {
    serve({ [START]: start() })
    await expect(refreshAppState()).resolves.toBe('notLoggedIn')
    expect(useDictionaryStore.getState().grades).toHaveLength(1)
    expect(Taro.reLaunch).not.toHaveBeenCalled()
  })

  it('reports "login expired" when the server says the token is not usable, with its message, and opens login', async () => {
    useUserStore.getState().setSession('old')
    serve({ [START]: start({ session_error: { code: 401003, status: 401, msg: 'Signed in on another phone' } }) })
    await expect(refreshAppState()).resolves.toBe('loginExpired')
    expect(useUserStore.getState().token).toBeNull()
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Signed in on another phone' }))
    expect(Taro.reLaunch).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining('/pages/access/login') }))
  })

  it('sends a not-activated account to the invite dialog, with no badges', async () => {
    useUserStore.getState().setSession('tok')
    serve({ [START]: start({ user: info(3) }) })
    await refreshAppState()
    expect(useTabBarStore.getState()).toMatchObject({ eventUnread: 0, chatUnread: 0, notificationUnread: 0 })
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: expect.stringMatching(/^\/pages\/access\/login\?.*invite=1/) })
  })

  it('sends an active student who never gave school, grade and courses to the collection steps', async () => {
    useUserStore.getState().setSession('tok')
    serve({ [START]: start({ user: info(1, false), unread: { event: 0, chat: 0, notification: 0 } }) })
    await refreshAppState()
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/collectionsteps/collectionsteps' })
  })

  it('leaves a student who finished signing up where they are', async () => {
    useUserStore.getState().setSession('tok')
    serve({ [START]: start({ user: info(1), unread: { event: 0, chat: 0, notification: 0 } }) })
    await refreshAppState()
    expect(Taro.reLaunch).not.toHaveBeenCalled()
  })

  it('keeps the session when the network is down, to retry when it returns', async () => {
    useUserStore.getState().setSession('tok')
    serve({ [START]: new ApiError('network', 5, 0, 'request:fail') })
    await expect(refreshAppState()).resolves.toBe('unknown')
    expect(useUserStore.getState().token).toBe('tok')
    expect(Taro.reLaunch).not.toHaveBeenCalled()
  })

  it('opens the upgrade popup at launch only, not when the network comes back', async () => {
    // The popup waits a real turn for the first page, which is on screen.
    jest.useRealTimers()
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}] as never)
    const newer = start({ version: { ...start().version, latest_version_code: 1030 } })
    serve({ [START]: newer })
    await refreshAppState()
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    serve({ [START]: newer })
    await refreshAppState({ launch: true })
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/upgrade/index' })
  })
})
