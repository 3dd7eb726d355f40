import { PATHS } from '@contract/paths'
import type { UploadedImage } from '@contract/chat'
import { uploadFile } from '@/lib/upload'

export const uploadPhoto = (filePath: string, onProgress: (percent: number) => void) =>
  uploadFile<UploadedImage>({ url: PATHS.chat.upload, filePath, onProgress })
