import errors from './errors.json'
import fields from './fields.json'
import chat from './chat.json'
import tutor from './tutor.json'
import notifications from './notifications.json'
import account from './account.json'
import invitation from './invitation.json'
import statements from './statements.json'
import vip from './vip.json'
import order from './order.json'
import plan from './plan.json'
import tactics from './tactics.json'

export default { errors, fields, chat, tutor, notifications, account, invitation, statements, vip, order, plan, tactics }
