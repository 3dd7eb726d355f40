import { act, renderHook } from '@testing-library/react'
import { useLongPress } from '../long-press'

const touch = (x: number, y: number) => ({ touches: [{ clientX: x, clientY: y }] })

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('long press (spec §9: 350 ms, 10 px tolerance)', () => {
  it('fires after 350 ms of holding still', () => {
    const fn = jest.fn()
    const { result } = renderHook(() => useLongPress(fn))
    act(() => result.current.onTouchStart(touch(100, 100)))
    act(() => jest.advanceTimersByTime(349))
    expect(fn).not.toHaveBeenCalled()
    act(() => jest.advanceTimersByTime(1))
    expect(fn).toHaveBeenCalledTimes(1)
    expect(result.current.didFire()).toBe(true)
  })

  it('tolerates a wobble of up to 10 px', () => {
    const fn = jest.fn()
    const { result } = renderHook(() => useLongPress(fn))
    act(() => result.current.onTouchStart(touch(100, 100)))
    act(() => result.current.onTouchMove(touch(106, 108)))
    act(() => jest.advanceTimersByTime(350))
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('is cancelled by moving more than 10 px, or by lifting the finger early', () => {
    const fn = jest.fn()
    const { result } = renderHook(() => useLongPress(fn))
    act(() => result.current.onTouchStart(touch(100, 100)))
    act(() => result.current.onTouchMove(touch(100, 111)))
    act(() => jest.advanceTimersByTime(400))
    act(() => result.current.onTouchStart(touch(0, 0)))
    act(() => jest.advanceTimersByTime(200))
    act(() => result.current.onTouchEnd())
    act(() => jest.advanceTimersByTime(400))
    expect(fn).not.toHaveBeenCalled()
    expect(result.current.didFire()).toBe(false)
  })
})
