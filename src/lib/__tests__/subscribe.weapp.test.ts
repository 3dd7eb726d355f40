import Taro from '@tarojs/taro'
import { canSubscribeToMessages, requestMessageSubscription } from '../subscribe.weapp'
import * as h5 from '../subscribe.h5'

/** The mini-program twin, run against WeChat's answer shapes (jest otherwise resolves the H5 twin). */
describe('subscribe messages, mini-program twin', () => {
  const request = jest.fn()
  beforeAll(() => {
    ;(Taro as unknown as Record<string, unknown>).requestSubscribeMessage = request
  })

  it('can ask, and reads "accept" for any of the templates as accepted', async () => {
    expect(canSubscribeToMessages).toBe(true)
    request.mockResolvedValueOnce({ errMsg: 'requestSubscribeMessage:ok', a: 'reject', b: 'accept' })
    await expect(requestMessageSubscription(['a', 'b'])).resolves.toBe('accepted')
    expect(request).toHaveBeenLastCalledWith({ tmplIds: ['a', 'b'], entityIds: [] })
  })

  it('reads a refusal or a ban as rejected', async () => {
    request.mockResolvedValueOnce({ errMsg: 'requestSubscribeMessage:ok', a: 'reject' })
    await expect(requestMessageSubscription(['a'])).resolves.toBe('rejected')
    request.mockResolvedValueOnce({ errMsg: 'requestSubscribeMessage:ok', a: 'ban' })
    await expect(requestMessageSubscription(['a'])).resolves.toBe('rejected')
  })

  it('reports a failed call (not from a tap, no template) as failed, never throws', async () => {
    request.mockRejectedValueOnce({ errMsg: 'requestSubscribeMessage:fail can only be invoked by user TAP gesture.' })
    await expect(requestMessageSubscription(['a'])).resolves.toBe('failed')
  })
})

describe('subscribe messages, browser twin', () => {
  it('cannot ask and says so', async () => {
    expect(h5.canSubscribeToMessages).toBe(false)
    await expect(h5.requestMessageSubscription(['a'])).resolves.toBe('failed')
  })
})
