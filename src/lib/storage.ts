import Taro from '@tarojs/taro'
import { createJSONStorage } from 'zustand/middleware'

/**
 * Taro storage for zustand's persist middleware: the same synchronous API on both targets
 * (the mini-program has no localStorage).
 */
export const taroStorage = createJSONStorage(() => ({
  getItem: (key: string) => {
    const value = Taro.getStorageSync(key)
    return typeof value === 'string' && value !== '' ? value : null
  },
  setItem: (key: string, value: string) => Taro.setStorageSync(key, value),
  removeItem: (key: string) => Taro.removeStorageSync(key),
}))

export const readString = (key: string): string | null => {
  const value = Taro.getStorageSync(key)
  return typeof value === 'string' && value !== '' ? value : null
}

export const writeString = (key: string, value: string) => Taro.setStorageSync(key, value)
