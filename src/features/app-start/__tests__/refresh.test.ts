import Taro from '@tarojs/taro'
import { ApiError } from '@/lib/http/api-error'
import { connectSession } from '@/lib/session-bridge'
import { useTabBarStore } from '@/components/tab-bar/store'
import { useUserStore } from '@/features/user/store'
import { useDictionaryStore } from '@/features/dictionary/store'
import { refreshAppState } from '../refresh'

const info = (status: 1 | 3, collected = true) => ({ uid: 'u_1', account_status: status, nickname: 'Lin', is_collected_info: collected })

/** Answers Taro.request by path, recording the order of calls. */
function serve(answers: Record<string, unknown | ApiError>) {
  const calls: string[] = []
  jest.spyOn(Taro, 'request').mockImplementation(((params: { url: string }) => {
    calls.push(params.url)
    const answer = answers[params.url]
    return answer instanceof ApiError ? Promise.reject(answer) : Promise.resolve(answer)
  }) as never)
  return calls
}

const dictionary = {
  '/api/v1/user/grade-list': [{ id: 7, name: 'Grade 7', stage_id: 1, stage: 'Junior high' }],
  '/api/v1/user/course-list': [{ id: 2, name: 'Mathematics', color: '#3E63DD' }],
  '/api/v1/user/tone-list': [{ id: 1, name: 'Encouraging', description: '' }],
}

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
  it('loads the dictionary, verifies the login, then fetches the unread event, chat and notification counts', async () => {
    useUserStore.getState().setSession('tok')
    const calls = serve({
      ...dictionary,
      '/api/v1/user/info': info(1),
      '/api/v1/study-plan/unread-event-num': { unread_event_num: 4 },
      '/api/v1/chat/history/noread/count': { total: 2 },
      '/api/v1/notification/unread-count': { total: 5 },
    })
    await expect(refreshAppState()).resolves.toBe('ok')
    expect(calls.slice(0, 3).sort()).toEqual(Object.keys(dictionary).sort())
    expect(calls[3]).toBe('/api/v1/user/info')
    expect(calls.slice(4).sort()).toEqual([
      '/api/v1/chat/history/noread/count',
      '/api/v1/notification/unread-count',
      '/api/v1/study-plan/unread-event-num',
    ])
    expect(useTabBarStore.getState().chatUnread).toBe(2)
    expect(useTabBarStore.getState().notificationUnread).toBe(5)
    expect(useDictionaryStore.getState().courses[0].name).toBe('Mathematics')
    expect(useUserStore.getState().info?.nickname).toBe('Lin')
    expect(useTabBarStore.getState().eventUnread).toBe(4)
  })

  it('reports "not logged in" without a token and asks nothing about the user', async () => {
    const calls = serve(dictionary)
    await expect(refreshAppState()).resolves.toBe('notLoggedIn')
    expect(calls).not.toContain('/api/v1/user/info')
    expect(Taro.reLaunch).not.toHaveBeenCalled()
  })

  it('reports "login expired" when the server refuses the token, and opens login', async () => {
    useUserStore.getState().setSession('old')
    serve({ ...dictionary, '/api/v1/user/info': new ApiError('business', 401, 401, 'Login expired') })
    await expect(refreshAppState()).resolves.toBe('loginExpired')
    expect(useUserStore.getState().token).toBeNull()
    expect(Taro.reLaunch).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining('/pages/access/login') }))
  })

  it('sends a not-activated account to the invite dialog and asks it nothing about plans', async () => {
    useUserStore.getState().setSession('tok')
    const calls = serve({ ...dictionary, '/api/v1/user/info': info(3) })
    await refreshAppState()
    expect(calls).not.toContain('/api/v1/study-plan/unread-event-num')
    expect(calls).not.toContain('/api/v1/chat/history/noread/count')
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: expect.stringMatching(/^\/pages\/access\/login\?.*invite=1/) })
  })

  it('sends an active student who never gave school, grade and courses to the collection steps', async () => {
    useUserStore.getState().setSession('tok')
    serve({ ...dictionary, '/api/v1/user/info': info(1, false), '/api/v1/study-plan/unread-event-num': { unread_event_num: 0 } })
    await refreshAppState()
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/collectionsteps/collectionsteps' })
  })

  it('leaves a student who finished signing up where they are', async () => {
    useUserStore.getState().setSession('tok')
    serve({ ...dictionary, '/api/v1/user/info': info(1), '/api/v1/study-plan/unread-event-num': { unread_event_num: 0 } })
    await refreshAppState()
    expect(Taro.reLaunch).not.toHaveBeenCalled()
  })

  it('keeps the session when the network is down, to retry when it returns', async () => {
    useUserStore.getState().setSession('tok')
    serve({ ...dictionary, '/api/v1/user/info': new ApiError('network', 5, 0, 'request:fail') })
    await expect(refreshAppState()).resolves.toBe('unknown')
    expect(useUserStore.getState().token).toBe('tok')
  })
})
