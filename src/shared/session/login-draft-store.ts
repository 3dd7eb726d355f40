import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { taroStorage } from '@/lib/storage'

export interface InviterInfo {
  uid: string
  nickname: string
  avatar: string
  invite_code: string
}

/** Carries the sign-in flow across its pages and survives a reload (spec §3 "login draft"). */
interface LoginDraftState {
  phone: string
  sms_code: string
  InviterInfo: InviterInfo | null
  is_joined_waitlist: boolean
  is_active: boolean
  is_collected_info: boolean
  patch(values: Partial<Omit<LoginDraftState, 'patch' | 'reset'>>): void
  reset(): void
}

const empty = {
  phone: '',
  sms_code: '',
  InviterInfo: null,
  is_joined_waitlist: false,
  is_active: false,
  is_collected_info: false,
}

export const useLoginDraftStore = create<LoginDraftState>()(
  persist(
    (set) => ({
      ...empty,
      patch: (values) => set(values),
      reset: () => set(empty),
    }),
    {
      name: 'login-draft',
      version: 1,
      storage: taroStorage,
      partialize: ({ patch: _p, reset: _r, ...data }) => data,
      migrate: (persisted, version) => (version === 0 ? { ...empty, ...(persisted as object) } : persisted) as typeof empty,
    },
  ),
)
