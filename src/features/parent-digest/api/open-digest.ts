import { PARENT_DIGEST_API } from '@contract/routes/table/parent-digest'
import { call } from '@/lib/http/call'

/** The digest a parent's link opens (no session); a dead link is shown by the page, not toasted. */
export const openDigest = (token: string) => call(PARENT_DIGEST_API.view, { token }, { hideErrorToast: true })
