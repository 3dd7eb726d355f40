/** Tactics made for one exam in one language, kept until the exam or the student's data change. */
export interface ExamTacticsTable {
  id: string
  user_id: string
  event_id: string
  /** '' for a single event. */
  occurrence_start: string
  lang: string
  /** What the tactics were made from (exam title, course, length, grade, mistakes): a change remakes them. */
  fingerprint: string
  /** model | library */
  source: string
  /** JSON of the tactics. */
  content: string
  created_at: string
}

/** A student's review of one exam occurrence they sat (one each). */
export interface ExamReviewsTable {
  id: string
  user_id: string
  event_id: string
  /** '' for a single event. */
  occurrence_start: string
  /** The exam's title and course when it was reviewed: the next exam's tactics name it. */
  title: string
  course_id: number | null
  exam_end_at: string
  /** badly | so_so | well */
  went: string
  /** JSON array of the topics the student found hard. */
  topics: string
  created_at: string
}

export interface ExamTacticsTables {
  exam_tactics: ExamTacticsTable
  exam_reviews: ExamReviewsTable
}
