import { useEffect, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { useShallow } from 'zustand/react/shallow'
import { ActionSheet } from './ActionSheet'
import { ConfirmDialog } from './ConfirmDialog'
import { PickerSheet } from './picker/PickerSheet'
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
  return (
    <>
      {requests.map((r) => {
        switch (r.kind) {
          case 'confirm':
            return <ConfirmDialog key={r.id} options={r.options} settle={r.settle} />
          case 'actions':
            return <ActionSheet key={r.id} options={r.options} settle={r.settle} />
          case 'picker':
            return <PickerSheet key={r.id} options={r.options} settle={r.settle} />
        }
      })}
    </>
  )
}
