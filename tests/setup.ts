import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'
import Taro from '@tarojs/taro'

// Jest's 5 s per test and testing-library's 1 s for findBy/waitFor are guesses about machine
// speed: a page test rendering several screens took longer than 5 s on a loaded 2-core machine.
// Tests wait for conditions; these only bound a test that hangs. (`testTimeout` is not a
// per-project option in jest 29; server/test/setup-timeout.ts does the same for the server.)
jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

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
