export default {
  upgrade: {
    title: '新版本 {{version}} 已发布',
    upToDate: '已是最新版本',
    current: '当前版本 {{version}}',
    forced: '当前版本已停止支持，请更新后继续使用。',
    whatsNew: '更新内容',
    noNotes: '体验优化与问题修复。',
    later: '以后再说',
    update: '立即更新',
  },
  agreement: {
    title: '登录前请确认',
    prefix: '我已阅读并同意',
    terms: '《用户协议》',
    and: '和',
    privacy: '《隐私政策》',
    required: '请阅读并同意《用户协议》和《隐私政策》后再登录。',
    agree: '同意',
  },
  statement: {
    terms: '用户协议',
    privacy: '隐私政策',
    version: '版本日期 {{date}}',
  },
  webview: {
    refused: '该链接无法在应用内打开。',
    copy: '复制链接',
    copied: '链接已复制',
  },
}
