/** What students tell the operator (read with `npm run admin -- feedback`). */
export interface FeedbackTable {
  id: string
  user_id: string
  /** bug | suggestion | answer | payment | account | other */
  category: string
  content: string
  contact: string
  app_version: string
  platform: string
  created_at: string
}

/** Screenshots: uploaded first, attached to one feedback when it is sent. */
export interface FeedbackImagesTable {
  id: string
  user_id: string
  feedback_id: string | null
  mime: string
  size: number
  storage_key: string
  created_at: string
}

export interface FeedbackTables {
  feedback: FeedbackTable
  feedback_images: FeedbackImagesTable
}
