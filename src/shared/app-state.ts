import { create } from 'zustand'
import type { CheckingVersion } from '@contract/user'

export type VerifyState = 'unknown' | 'ok' | 'notLoggedIn' | 'loginExpired'

export type ModalName = 'base' | 'invitation' | 'payment'

/** App-wide state that lives only while the app runs (not persisted). */
interface AppState {
  verify: VerifyState
  online: boolean
  checkVersion: CheckingVersion | null
  modals: Record<ModalName, boolean>
  setVerify(verify: VerifyState): void
  setOnline(online: boolean): void
  setCheckVersion(v: CheckingVersion): void
  setModal(name: ModalName, open: boolean): void
}

export const useAppStore = create<AppState>()((set) => ({
  verify: 'unknown',
  online: true,
  checkVersion: null,
  modals: { base: false, invitation: false, payment: false },
  setVerify: (verify) => set({ verify }),
  setOnline: (online) => set({ online }),
  setCheckVersion: (checkVersion) => set({ checkVersion }),
  setModal: (name, open) => set((s) => ({ modals: { ...s.modals, [name]: open } })),
}))
