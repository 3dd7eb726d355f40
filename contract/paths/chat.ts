export const CHAT_PATHS = {
  createChat: '/api/v1/mugchat/create-chat',
  questionDifficulty: '/api/v1/mugchat/question/difficulty',
  init: '/api/v1/chat/init',
  messageUpdate: '/api/v1/chat/message/update',
  systemNotice: '/api/v1/chat/system/notice',
  noReadCount: '/api/v1/chat/history/noread/count',
  // Added (same style): asking and streaming, history, reading, photos, the mistake notebook.
  /** POST: ask or follow up; answers text/event-stream. */
  message: '/api/v1/chat/message',
  /** GET ?message_id: the stream of a reply still being written (after a reconnect). */
  stream: '/api/v1/chat/message/stream',
  stop: '/api/v1/chat/message/stop',
  /** POST: write the last reply again; answers text/event-stream. */
  regenerate: '/api/v1/chat/message/regenerate',
  history: '/api/v1/chat/history',
  read: '/api/v1/chat/history/read',
  /** POST multipart/form-data, one `file`. */
  upload: '/api/v1/chat/image/upload',
  /** GET ?image_id: the photo, to its owner only. */
  image: '/api/v1/chat/image',
  /** POST { message_id } marks a question as a mistake; DELETE ?message_id takes it back. */
  mistake: '/api/v1/chat/mistake',
} as const
