import { ENDPOINTS } from '@contract/routes/endpoints'
import type { CreateFeedbackBody } from '@contract/feedback'
import { call } from '@/lib/http/call'

export const sendFeedback = (body: CreateFeedbackBody) => call(ENDPOINTS.feedback.create, body)
