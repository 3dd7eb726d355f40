import { PATHS } from '@contract/paths'
import type { FeedbackImage } from '@contract/feedback'
import { uploadFile } from '@/lib/upload'

export const uploadFeedbackImage = (filePath: string, onProgress?: (percent: number) => void) =>
  uploadFile<FeedbackImage>({ url: PATHS.feedback.image, filePath, onProgress })
