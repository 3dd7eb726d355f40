import { PATHS } from '@contract/paths'
import type { ExamList, ExamReviewAnswer, ExamReviewBody } from '@contract/exam-tactics'
import { http } from '@/lib/http/http-client'

/** Exams sat in the last two weeks that wait for the student's review. */
export const getReviewsDue = () => http.get<ExamList>(PATHS.examTactics.reviewsDue)

export const sendReview = (body: ExamReviewBody) => http.post<ExamReviewAnswer>(PATHS.examTactics.review, body)
