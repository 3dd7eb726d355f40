import { useEffect, useState } from 'react'
import type { PlanEvent } from '@contract/study-plan'
import { queryEvents } from '../api/query-events'
import { usePlanStore } from '../store'

/** The events of [from, to), loaded again whenever the plan changes anywhere in the app. */
export function usePlanEvents(from: Date, to: Date) {
  const version = usePlanStore((s) => s.version)
  const [events, setEvents] = useState<PlanEvent[]>([])
  const [loading, setLoading] = useState(true)
  /** The start of the range `events` belong to (they lag a change of range by one request). */
  const [loadedFrom, setLoadedFrom] = useState<string | null>(null)
  const fromIso = from.toISOString()
  const toIso = to.toISOString()
  useEffect(() => {
    let live = true
    setLoading(true)
    queryEvents({ from: fromIso, to: toIso })
      .then((res) => {
        if (!live) return
        setEvents(res.events)
        setLoadedFrom(fromIso)
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [fromIso, toIso, version])
  return { events, loading, loadedFrom }
}
