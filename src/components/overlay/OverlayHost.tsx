import { useEffect, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { useShallow } from 'zustand/react/shallow'
import { loadPanel, loadedPanel } from './panel-loader'
import { newOverlayId, removeHost, showHost, useOverlayStore } from './store'

/** Draws the dialogs, sheets and pickers opened while its page is in view (one per page). */
export function OverlayHost() {
  const [id] = useState(() => newOverlayId('host'))
  useEffect(() => {
    showHost(id)
    return () => removeHost(id)
  }, [id])
  useDidShow(() => showHost(id))
  const requests = useOverlayStore(
    useShallow((s) => s.requests.filter((r) => r.host === id || (r.host === null && s.hosts[s.hosts.length - 1] === id))),
  )
  const [Panel, setPanel] = useState(loadedPanel)
  const needed = requests.length > 0
  useEffect(() => {
    if (!needed || Panel) return
    let live = true
    loadPanel().then(
      (p) => live && setPanel(() => p),
      () => {}, // not drawn; the next request tries again
    )
    return () => {
      live = false
    }
  }, [needed, Panel, requests])
  if (!Panel) return null
  return (
    <>
      {requests.map((r) => (
        <Panel key={r.id} request={r} />
      ))}
    </>
  )
}
