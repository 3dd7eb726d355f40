/** Returns a function that runs `fn` at most once per `ms`; calls in between are dropped. */
export function throttleLeading<A extends unknown[]>(fn: (...args: A) => void, ms: number, now: () => number = () => Date.now()) {
  let last = -Infinity
  return (...args: A): boolean => {
    const t = now()
    if (t - last < ms) return false
    last = t
    fn(...args)
    return true
  }
}
