import type { FastifyRequest } from 'fastify'

// The app's accept-invite route (spec §2); the mini-program opens the same path.
const ACCEPT_INVITE_ROUTE = 'pages/acceptInvite/acceptInvite'

/** The accept-invite page with the code, as the mini-program opens it and as an H5 hash route. */
export const acceptInvitePath = (code: string) => `${ACCEPT_INVITE_ROUTE}?invite_code=${encodeURIComponent(code)}`

/** A public H5 link to an app route (hash routing): APP_PUBLIC_URL, else the address the request came to. */
export function appLink(req: FastifyRequest, publicUrl: string, routePath: string): string {
  const base = (publicUrl || `${req.protocol}://${req.host}`).replace(/\/+$/, '')
  return `${base}/#/${routePath}`
}

/** The public H5 link of an invitation. */
export const inviteLink = (req: FastifyRequest, publicUrl: string, code: string): string => appLink(req, publicUrl, acceptInvitePath(code))
