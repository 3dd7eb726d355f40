import { useRouter } from '@tarojs/taro'

const decodeOnce = (value: string) => {
  try {
    return value.includes('%') ? decodeURIComponent(value) : value
  } catch {
    return value
  }
}

/** The page to return to after sign-in, and whether the invite dialog was asked for (query `redirect`, `invite`). */
export function useLoginParams(): { redirect?: string; invite: boolean } {
  const params = useRouter().params ?? {}
  return { redirect: params.redirect ? decodeOnce(params.redirect) : undefined, invite: params.invite === '1' }
}
