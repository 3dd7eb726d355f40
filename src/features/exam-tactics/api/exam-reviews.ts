import { EXAM_TACTICS_API } from '@contract/routes/table/exam-tactics'
import type { ExamReviewBody } from '@contract/exam-tactics'
import { call } from '@/lib/http/call'

/** Exams sat in the last two weeks that wait for the student's review. */
export const getReviewsDue = () => call(EXAM_TACTICS_API.reviewsDue)

export const sendReview = (body: ExamReviewBody) => call(EXAM_TACTICS_API.review, body)
