// The parent-digest feature's public surface. Its two pages load lazily through their routes
// (src/pages/user/parentshare.tsx, src/packages/parent/digest.tsx); nothing else needs it yet.
export type { Digest, ShareSummary } from '@contract/parent-digest'
