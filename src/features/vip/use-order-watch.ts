import { useEffect, useRef, useState } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'
import type { Order } from '@contract/order'
import { getUserInfo } from '@/shared/user/get-user-info'
import { useUserStore } from '@/shared/user/store'
import { getOrder } from './api/get-order'

export const POLL_MS = 2000

/**
 * Follows an order while it waits for its payment: asks the server every 2 s while the page is
 * shown (the server checks with the payment provider itself), stops once the order is settled,
 * and refreshes the student's info when it was fulfilled (VIP, questions left).
 */
export function useOrderWatch(orderId: string | null, initial: Order | null = null) {
  const [order, setOrder] = useState<Order | null>(initial)
  const visible = useRef(true)
  const [tick, setTick] = useState(0)

  useDidShow(() => {
    visible.current = true
    setTick((n) => n + 1)
  })
  useDidHide(() => {
    visible.current = false
  })

  useEffect(() => {
    if (initial) setOrder(initial)
  }, [initial])

  useEffect(() => {
    if (!orderId) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const poll = async () => {
      if (stopped) return
      if (visible.current) {
        const next = await getOrder(orderId).catch(() => null)
        if (stopped) return
        if (next) {
          setOrder(next)
          if (next.status !== 'pending') {
            if (next.status === 'fulfilled') {
              const info = await getUserInfo().catch(() => null)
              if (info) useUserStore.getState().setInfo(info)
            }
            return
          }
        }
      }
      timer = setTimeout(poll, POLL_MS)
    }
    void poll()
    return () => {
      stopped = true
      if (timer) clearTimeout(timer)
    }
  }, [orderId, tick])

  return order
}
