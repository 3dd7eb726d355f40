import type { UserTables } from '../modules/user/user.tables'
import type { SessionTables } from '../modules/session/session.tables'
import type { StudyPlanTables } from '../modules/study-plan/study-plan.tables'
import type { MistakeTables } from '../modules/mistakes/mistakes.tables'
import type { TodayTaskTables } from '../modules/today-tasks/today-tasks.tables'
import type { ExamTacticsTables } from '../modules/exam-tactics/exam-tactics.tables'
import type { OrderTables } from '../modules/order/order.tables'
import type { NotificationTables } from '../modules/notifications/notifications.tables'
import type { FeedbackTables } from '../modules/feedback/feedback.tables'
import type { AuthTables } from '../modules/auth/auth.tables'
import type { InvitationTables } from '../modules/invitation/invitation.tables'
import type { ActivationTables } from '../modules/activation/activation.tables'
import type { SchoolTables } from '../modules/school/school.tables'
import type { ChatTables } from '../modules/chat/chat.tables'
import type { UploadTables } from '../modules/uploads/uploads.tables'
import type { JobTables } from '../jobs/jobs.tables'
import type { SandboxTables } from '../providers/pay/sandbox/sandbox.tables'
import type { ReminderTables } from '../modules/reminders/reminders.tables'
import type { ParentDigestTables } from '../modules/parent-digest/parent-digest.tables'

/** The whole database: each module declares its own tables. */
export interface Database
  extends UserTables,
    SessionTables,
    StudyPlanTables,
    MistakeTables,
    TodayTaskTables,
    ExamTacticsTables,
    OrderTables,
    NotificationTables,
    FeedbackTables,
    AuthTables,
    InvitationTables,
    ActivationTables,
    SchoolTables,
    ChatTables,
    UploadTables,
    JobTables,
    SandboxTables,
    ReminderTables,
    ParentDigestTables {}
