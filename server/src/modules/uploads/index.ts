// The uploads module's public surface: other modules import from here, never from its files.
export { readImagePart } from './read-image'
export { findUpload, listUploadKeys } from './uploads.repository'
