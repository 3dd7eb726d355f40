import { PATHS } from '@contract/paths'
import type { RetestAnswerBody, RetestVerdict } from '@contract/today-tasks'
import { http } from '@/lib/http/http-client'

/** A typed answer (or giving up), checked by the server with the tutor's checker. */
export const answerRetest = (body: RetestAnswerBody) => http.post<RetestVerdict>(PATHS.todayTasks.retestAnswer, body)
