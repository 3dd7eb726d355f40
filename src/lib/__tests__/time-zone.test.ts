import { deviceTimeZone } from '../time-zone'

/** Intl as a device in `zone` at `offset` minutes (getTimezoneOffset's sign: UTC+8 is -480). */
function deviceIn(zone: string, offset: number) {
  jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(offset)
  const ask = jest.fn(() => ({ timeZone: zone }))
  jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => ({ resolvedOptions: ask }) as unknown as Intl.DateTimeFormat)
  return ask
}

afterEach(() => jest.restoreAllMocks())

describe('deviceTimeZone', () => {
  it('asks Intl once while the offset stays the same, and again after a move', () => {
    const shanghai = deviceIn('Asia/Shanghai', -480)
    expect(deviceTimeZone()).toBe('Asia/Shanghai')
    expect(deviceTimeZone()).toBe('Asia/Shanghai')
    expect(shanghai).toHaveBeenCalledTimes(1)

    jest.restoreAllMocks()
    const paris = deviceIn('Europe/Paris', -60)
    expect(deviceTimeZone()).toBe('Europe/Paris')
    expect(paris).toHaveBeenCalledTimes(1)
  })

  it('falls back to a fixed-offset zone where Intl cannot tell', () => {
    deviceIn('', 300)
    expect(deviceTimeZone()).toBe('Etc/GMT+5')
  })
})
