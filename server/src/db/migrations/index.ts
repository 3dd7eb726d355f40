import type { Migration } from 'kysely'
import * as init from './20261122-0001-init'
import * as mistakes from './20261122-0002-mistakes'
import * as studyPlan from './20261123-3001-study-plan'
import * as accounts from './20261123-1001-accounts'
import * as chats from './20261123-2001-chats'

/** Every migration, by name; Kysely runs them in name order. Add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '20261122-0001-init': init,
  '20261122-0002-mistakes': mistakes,
  '20261123-3001-study-plan': studyPlan,
  '20261123-1001-accounts': accounts,
  '20261123-2001-chats': chats,
}
