import { PATHS } from '@contract/paths'
import type { CreateFeedbackBody, FeedbackCreated } from '@contract/feedback'
import { http } from '@/lib/http/http-client'

export const sendFeedback = (body: CreateFeedbackBody) => http.post<FeedbackCreated>(PATHS.feedback.create, body)
