/** Photos students uploaded (question photos); the bytes live in the storage provider under `storage_key`. */
export interface UploadsTable {
  id: string
  user_id: string
  /** image/jpeg | image/png | image/webp | image/heic, from the file's first bytes. */
  mime: string
  size: number
  storage_key: string
  created_at: string
  deleted_at: string | null
}

export interface UploadTables {
  uploads: UploadsTable
}
