import { useEffect, useRef } from 'react'
import { LONG_PRESS_MS, LONG_PRESS_TOLERANCE_PX } from './constants'

interface Point {
  clientX: number
  clientY: number
}

export interface TouchLike {
  touches?: ArrayLike<Point>
  changedTouches?: ArrayLike<Point>
}

const pointOf = (e: TouchLike): Point | undefined => e.touches?.[0] ?? e.changedTouches?.[0]

/**
 * Long press (spec §9): fires after 350 ms of holding still; moving more than 10 px first
 * cancels it (the finger is scrolling, not pressing). Same touch events on H5 and WeChat.
 */
export function useLongPress(onLongPress: () => void, ms = LONG_PRESS_MS, tolerance = LONG_PRESS_TOLERANCE_PX) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const start = useRef<Point | null>(null)
  const fired = useRef(false)
  const callback = useRef(onLongPress)
  callback.current = onLongPress

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    start.current = null
  }
  useEffect(() => cancel, [])

  return {
    onTouchStart: (e: TouchLike) => {
      cancel()
      fired.current = false
      const p = pointOf(e)
      start.current = p ? { clientX: p.clientX, clientY: p.clientY } : null
      timer.current = setTimeout(() => {
        fired.current = true
        timer.current = null
        callback.current()
      }, ms)
    },
    onTouchMove: (e: TouchLike) => {
      const p = pointOf(e)
      if (!p || !start.current) return
      if (Math.hypot(p.clientX - start.current.clientX, p.clientY - start.current.clientY) > tolerance) cancel()
    },
    onTouchEnd: cancel,
    onTouchCancel: cancel,
    /** True right after a long press, so the tap that ends it can be ignored. */
    didFire: () => fired.current,
  }
}
