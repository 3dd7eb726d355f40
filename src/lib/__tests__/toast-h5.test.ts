// The H5 toast loads Taro's toast code on demand: what is asked before it is in still happens, in order.
const mockCalls: string[] = []
const mockLoad = { fail: false }
jest.mock('@tarojs/taro-h5/dist/api/ui/interaction/index.js', () => {
  if (mockLoad.fail) {
    mockLoad.fail = false
    throw new Error('chunk failed to load')
  }
  return {
    showToast: ({ title }: { title: string }) => void mockCalls.push(`toast ${title}`),
    showLoading: ({ title }: { title: string }) => void mockCalls.push(`loading ${title}`),
    hideLoading: () => void mockCalls.push('hide'),
  }
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  mockCalls.length = 0
  jest.resetModules()
})

it('shows what was asked while its code loaded, in the order asked', async () => {
  const { toast, showLoading, hideLoading } = await import('../toast.h5')
  const timer = showLoading('Saving')
  hideLoading(timer)
  toast('Saved')
  toast('') // nothing to say: nothing shown
  expect(mockCalls).toEqual([])
  await settle()
  expect(mockCalls).toEqual(['loading Saving', 'hide', 'toast Saved'])
})

it('tries again with the next toast when its code could not load', async () => {
  mockLoad.fail = true
  const { toast } = await import('../toast.h5')
  toast('Lost')
  await settle()
  expect(mockCalls).toEqual([])
  toast('Network error')
  await settle()
  expect(mockCalls).toEqual(['toast Network error'])
})

it('starts loading at the first tap', async () => {
  const mockLoaded = jest.fn()
  jest.doMock('@tarojs/taro-h5/dist/api/ui/interaction/index.js', () => {
    mockLoaded()
    return { showToast: jest.fn(), showLoading: jest.fn(), hideLoading: jest.fn() }
  })
  await import('../toast.h5')
  await settle()
  expect(mockLoaded).not.toHaveBeenCalled()
  document.dispatchEvent(new Event('pointerdown'))
  await settle()
  expect(mockLoaded).toHaveBeenCalledTimes(1)
})
