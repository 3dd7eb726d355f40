import Taro from '@tarojs/taro'
import { useUserStore } from '../store'

describe('user store', () => {
  it('persists the token and info to Taro storage under "user", versioned', () => {
    useUserStore.getState().setSession('tok-1')
    const saved = JSON.parse(Taro.getStorageSync('user'))
    expect(saved).toEqual({ state: { token: 'tok-1', info: null }, version: 1 })
    useUserStore.getState().clear()
  })

  it('migrates a version 0 record that kept the token inside userInfo', async () => {
    Taro.setStorageSync('user', JSON.stringify({ state: { userInfo: { token: 'legacy' } }, version: 0 }))
    await useUserStore.persist.rehydrate()
    expect(useUserStore.getState().token).toBe('legacy')
    expect(useUserStore.getState().info).toBeNull()
  })
})
