import path from 'node:path'
import { openDatabase } from '../../server/src/db/database'
import { upsertSubscription } from '../../server/src/modules/parent-digest/delivery/delivery.repository'

const open = (dataDir: string) => openDatabase({ DATABASE_URL: `sqlite:${path.join(dataDir, 'app.db')}`, DATA_DIR: dataDir, PG_POOL_MAX: 1 })

/**
 * A parent who asked for the week from the mini-program (a browser cannot: WeChat's dialog and
 * wx.login exist only there), stored as the subscribe route stores it.
 */
export async function seedParentSubscription(dataDir: string, share: { shareId: string; userId: string }, openid: string) {
  const handle = open(dataDir)
  try {
    const now = new Date().toISOString()
    await upsertSubscription(handle.db, { id: `pds_e2e${Math.random().toString(36).slice(2, 12)}`, share_id: share.shareId, user_id: share.userId, channel: 'wechat', openid, lang: 'zh-Hans', created_at: now, updated_at: now })
  } finally {
    await handle.close()
  }
}

/** The subscriptions still stored for a share. */
export async function parentSubscriptions(dataDir: string, shareId: string): Promise<number> {
  const handle = open(dataDir)
  try {
    return (await handle.db.selectFrom('parent_digest_subscriptions').select('id').where('share_id', '=', shareId).execute()).length
  } finally {
    await handle.close()
  }
}
