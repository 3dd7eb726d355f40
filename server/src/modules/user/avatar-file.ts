import { PATHS } from '@contract/paths'
import type { App } from '../../types'

const keyOf = (avatar: string): string | null => {
  const prefix = `${PATHS.resource.avatar}/`
  return avatar.startsWith(prefix) ? `avatars/${avatar.slice(prefix.length)}` : null
}

/** Removes the stored file behind an avatar URL of ours (other URLs are left alone). */
export async function removeAvatarFile(app: App, avatar: string): Promise<void> {
  const key = keyOf(avatar)
  if (key) await app.storage.remove(key).catch((err: unknown) => app.log.warn({ err }, 'could not remove an avatar file'))
}
