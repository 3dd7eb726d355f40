import { ENDPOINTS } from '@contract/routes/endpoints'
import type { ExamReviewBody } from '@contract/exam-tactics'
import { call } from '@/lib/http/call'

/** Exams sat in the last two weeks that wait for the student's review. */
export const getReviewsDue = () => call(ENDPOINTS.examTactics.reviewsDue)

export const sendReview = (body: ExamReviewBody) => call(ENDPOINTS.examTactics.review, body)
