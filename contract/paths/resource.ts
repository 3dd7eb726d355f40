export const RESOURCE_PATHS = {
  qrCodeInfo: '/api/v1/resource/qr-code-info',
  // Added (same style): the user agreement and privacy policy; the web view's allow-list check.
  statement: '/api/v1/resource/statement',
  webviewCheck: '/api/v1/resource/webview-check',
  /** Uploaded avatars: `${avatar}/<file>` (public: names are random). */
  avatar: '/api/v1/resource/avatar',
} as const
