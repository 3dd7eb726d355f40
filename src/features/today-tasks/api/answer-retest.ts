import { TODAY_TASKS_API } from '@contract/routes/table/today-tasks'
import type { RetestAnswerBody } from '@contract/today-tasks'
import { call } from '@/lib/http/call'

/** A typed answer (or giving up), checked by the server with the tutor's checker. */
export const answerRetest = (body: RetestAnswerBody) => call(TODAY_TASKS_API.retestAnswer, body)
