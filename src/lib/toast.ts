// Jest and the mini-program resolve this file; H5 builds pick toast.h5.ts (loaded on demand).
import Taro from '@tarojs/taro'
import { LOADING_TOAST_MS, TOAST_MS } from './constants'

export function toast(title: string) {
  if (!title) return
  void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })
}

/** A loading toast that stays until hideLoading() (spec §9). */
export function showLoading(title: string) {
  void Taro.showLoading({ title, mask: true })
  return setTimeout(() => Taro.hideLoading(), LOADING_TOAST_MS)
}

export function hideLoading(timer?: ReturnType<typeof setTimeout>) {
  if (timer) clearTimeout(timer)
  Taro.hideLoading()
}
