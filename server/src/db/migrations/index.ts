import type { Migration } from 'kysely'
import * as init from './20261122-0001-init'
import * as mistakes from './20261122-0002-mistakes'
import * as studyPlan from './20261123-3001-study-plan'
import * as orders from './20261123-4001-orders'
import * as notifications from './20261123-4002-notifications'
import * as feedback from './20261123-4003-feedback'
import * as inviteRewards from './20261123-4004-invite-rewards'
import * as accounts from './20261123-1001-accounts'
import * as chats from './20261123-2001-chats'
import * as schoolSearch from './20261124-1001-school-search'
import * as userTimeZone from './20261124-1201-user-time-zone'
import * as reminders from './20261124-1301-reminders'
import * as fsrsMistakes from './20261124-1302-fsrs-mistakes'
import * as examReviews from './20261124-1303-exam-reviews'
import * as retestAttempts from './20261124-1303-retest-attempts'
import * as smsSends from './20261124-1401-sms-sends'
import * as longInviteCodes from './20261124-1402-long-invite-codes'
import * as planWindows from './20261124-1601-plan-windows'
import * as streakDays from './20261124-1602-streak-days'
import * as jobs from './20261124-1701-jobs'
import * as sandboxLedger from './20261124-1702-sandbox-ledger'
import * as parentShares from './20261124-1901-parent-shares'
import * as coveringPlanReads from './20261125-1611-covering-plan-reads'
import * as leanEventIndexes from './20261125-1637-lean-event-indexes'
import * as stepRowsInline from './20261125-1638-step-rows-inline'
import * as parentDigestDelivery from './20261125-1901-parent-digest-delivery'
import * as stepsByUserSeq from './20261126-16cr01-steps-by-user-seq'
import * as sqliteOverrideIndex from './20261126-16cr02-sqlite-override-index'

/** Every migration, by name; Kysely runs them in name order. Add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '20261122-0001-init': init,
  '20261122-0002-mistakes': mistakes,
  '20261123-3001-study-plan': studyPlan,
  '20261123-4001-orders': orders,
  '20261123-4002-notifications': notifications,
  '20261123-4003-feedback': feedback,
  '20261123-4004-invite-rewards': inviteRewards,
  '20261123-1001-accounts': accounts,
  '20261123-2001-chats': chats,
  '20261124-1001-school-search': schoolSearch,
  '20261124-1201-user-time-zone': userTimeZone,
  '20261124-1301-reminders': reminders,
  '20261124-1302-fsrs-mistakes': fsrsMistakes,
  '20261124-1303-exam-reviews': examReviews,
  '20261124-1303-retest-attempts': retestAttempts,
  '20261124-1401-sms-sends': smsSends,
  '20261124-1402-long-invite-codes': longInviteCodes,
  '20261124-1601-plan-windows': planWindows,
  '20261124-1602-streak-days': streakDays,
  '20261124-1701-jobs': jobs,
  '20261124-1702-sandbox-ledger': sandboxLedger,
  '20261124-1901-parent-shares': parentShares,
  '20261125-1611-covering-plan-reads': coveringPlanReads,
  '20261125-1637-lean-event-indexes': leanEventIndexes,
  '20261125-1638-step-rows-inline': stepRowsInline,
  '20261125-1901-parent-digest-delivery': parentDigestDelivery,
  '20261126-16cr01-steps-by-user-seq': stepsByUserSeq,
  '20261126-16cr02-sqlite-override-index': sqliteOverrideIndex,
}
