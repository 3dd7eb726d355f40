import { FEEDBACK_API } from '@contract/routes/table/feedback'
import type { CreateFeedbackBody } from '@contract/feedback'
import { call } from '@/lib/http/call'

export const sendFeedback = (body: CreateFeedbackBody) => call(FEEDBACK_API.create, body)
