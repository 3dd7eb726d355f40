import { PATHS } from '@contract/paths'
import type { Digest } from '@contract/parent-digest'
import { http } from '@/lib/http/http-client'

/** The digest a parent's link opens (no session); a dead link is shown by the page, not toasted. */
export const openDigest = (token: string) => http.post<Digest>(PATHS.parentDigest.view, { token }, { hideErrorToast: true })
