import type { AdminCommand } from './command'
import { disableCommand, enableCommand, quotaCommand, userCommand } from './commands/accounts'
import { admitCommand, issueCodesCommand, listCodesCommand, waitlistCommand } from './commands/activation'
import { feedbackCommand } from './commands/feedback'
import { noticeCommand } from './commands/notices'
import { parentDigestSendCommand } from './commands/parent-digest'
import { ordersCommand, refundCommand } from './commands/orders'

/** Every operator command. A feature adds its own (feedback, orders…) by listing it here. */
export const COMMANDS: AdminCommand[] = [
  userCommand,
  disableCommand,
  enableCommand,
  quotaCommand,
  issueCodesCommand,
  listCodesCommand,
  waitlistCommand,
  admitCommand,
  ordersCommand,
  refundCommand,
  feedbackCommand,
  noticeCommand,
  parentDigestSendCommand,
]
