import Taro from '@tarojs/taro'
import { readString, writeString } from '../storage'
import { deviceTimeZone } from '../time-zone'
import type * as TimeZone from '../time-zone'

const removeKey = (key: string) => Taro.removeStorageSync(key)

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

describe('deviceTimeZone on a returning device', () => {
  /** A fresh start of the app (module state reset) with this storage. */
  function freshStart(): typeof TimeZone {
    let mod: typeof TimeZone | undefined
    jest.isolateModules(() => {
      mod = jest.requireActual<typeof TimeZone>('../time-zone')
    })
    return mod!
  }
  const remembered = () => JSON.parse(readString('time-zone') ?? 'null')

  beforeEach(() => {
    jest.useFakeTimers()
    removeKey('time-zone')
  })
  afterEach(() => jest.useRealTimers())

  it('starts with the remembered zone without asking Intl, then checks it later and keeps the answer', () => {
    writeString('time-zone', JSON.stringify({ zone: 'Asia/Shanghai', offset: -480 }))
    // Same offset, other zone: what Intl says once asked.
    const ask = deviceIn('Asia/Singapore', -480)
    const start = freshStart()
    expect(start.deviceTimeZone()).toBe('Asia/Shanghai')
    expect(ask).not.toHaveBeenCalled()

    jest.advanceTimersByTime(10_000)
    expect(ask).toHaveBeenCalledTimes(1)
    expect(start.deviceTimeZone()).toBe('Asia/Singapore')
    expect(remembered()).toEqual({ zone: 'Asia/Singapore', offset: -480 })
  })

  it('asks Intl when the remembered zone had another offset, and remembers the answer', () => {
    writeString('time-zone', JSON.stringify({ zone: 'Asia/Shanghai', offset: -480 }))
    const ask = deviceIn('Europe/Paris', -60)
    expect(freshStart().deviceTimeZone()).toBe('Europe/Paris')
    expect(ask).toHaveBeenCalledTimes(1)
    expect(remembered()).toEqual({ zone: 'Europe/Paris', offset: -60 })
  })

  it('ignores an unreadable remembered value', () => {
    writeString('time-zone', '{not json')
    const ask = deviceIn('America/Los_Angeles', 480)
    expect(freshStart().deviceTimeZone()).toBe('America/Los_Angeles')
    expect(ask).toHaveBeenCalledTimes(1)
  })
})

describe('knownTimeZone (calls whose answer does not depend on the zone)', () => {
  function freshStart(): typeof TimeZone {
    let mod: typeof TimeZone | undefined
    jest.isolateModules(() => {
      mod = jest.requireActual<typeof TimeZone>('../time-zone')
    })
    return mod!
  }

  beforeEach(() => {
    jest.useFakeTimers()
    removeKey('time-zone')
  })
  afterEach(() => jest.useRealTimers())

  it('on a first visit is null and leaves Intl alone, until a call that needs the zone asks', () => {
    const ask = deviceIn('Asia/Shanghai', -480)
    const start = freshStart()
    expect(start.knownTimeZone()).toBeNull()
    expect(ask).not.toHaveBeenCalled()
    expect(start.deviceTimeZone()).toBe('Asia/Shanghai')
    expect(start.knownTimeZone()).toBe('Asia/Shanghai')
    expect(ask).toHaveBeenCalledTimes(1)
  })

  it('on a returning device is the remembered zone, without asking Intl', () => {
    writeString('time-zone', JSON.stringify({ zone: 'Asia/Shanghai', offset: -480 }))
    const ask = deviceIn('Asia/Shanghai', -480)
    expect(freshStart().knownTimeZone()).toBe('Asia/Shanghai')
    expect(ask).not.toHaveBeenCalled()
  })

  it('is null when the remembered zone had another offset', () => {
    writeString('time-zone', JSON.stringify({ zone: 'Asia/Shanghai', offset: -480 }))
    const ask = deviceIn('Europe/Paris', -60)
    expect(freshStart().knownTimeZone()).toBeNull()
    expect(ask).not.toHaveBeenCalled()
  })
})
