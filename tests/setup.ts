import '@testing-library/jest-dom'
import Taro from '@tarojs/taro'

// jsdom has no Taro router: page navigation and toasts are recorded instead of performed.
const RECORDED = ['navigateTo', 'redirectTo', 'reLaunch', 'switchTab', 'navigateBack', 'showToast', 'showLoading', 'hideLoading'] as const

beforeEach(() => {
  for (const name of RECORDED) {
    jest.spyOn(Taro, name).mockImplementation((() => Promise.resolve({ errMsg: `${name}:ok` })) as never)
  }
  localStorage.clear()
})

afterEach(() => {
  jest.restoreAllMocks()
})
