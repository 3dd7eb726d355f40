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

export interface ExamTacticsTables {
  exam_tactics: ExamTacticsTable
}
