export default {
  upgrade: {
    title: '新版本 {{version}} 已推出',
    upToDate: '已是最新版本',
    current: '目前版本 {{version}}',
    forced: '目前版本已停止支援，請更新後繼續使用。',
    whatsNew: '更新內容',
    noNotes: '體驗最佳化與問題修正。',
    later: '稍後再說',
    update: '立即更新',
  },
  agreement: {
    title: '登入前請確認',
    prefix: '我已閱讀並同意',
    terms: '《使用者條款》',
    and: '和',
    privacy: '《隱私權政策》',
    required: '請閱讀並同意《使用者條款》和《隱私權政策》後再登入。',
    agree: '同意',
  },
  statement: {
    terms: '使用者條款',
    privacy: '隱私權政策',
    version: '版本日期 {{date}}',
  },
  webview: {
    refused: '此連結無法在應用程式內開啟。',
    copy: '複製連結',
    copied: '連結已複製',
  },
}
