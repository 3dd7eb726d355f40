import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import type { UserInfo } from '@contract/user'
import { taroStorage } from '@/lib/storage'

interface UserState {
  /** Logged in means a token is present (spec §4). */
  token: string | null
  info: UserInfo | null
  setSession(token: string, info?: UserInfo | null): void
  setInfo(info: UserInfo): void
  clear(): void
}

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      token: null,
      info: null,
      setSession: (token, info = null) => set({ token, info }),
      setInfo: (info) => set({ info }),
      clear: () => set({ token: null, info: null }),
    }),
    {
      name: 'user',
      version: 1,
      storage: taroStorage,
      partialize: ({ token, info }) => ({ token, info }),
      // v0 kept the user info under `userInfo`, with the token inside it.
      migrate: (persisted, version) => {
        const old = (persisted ?? {}) as { token?: string; userInfo?: { token?: string } }
        if (version === 0) return { token: old.token ?? old.userInfo?.token ?? null, info: null }
        return persisted as Pick<UserState, 'token' | 'info'>
      },
    },
  ),
)
