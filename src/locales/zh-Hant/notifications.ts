export default {
  notifications: {
    kind: { system: '系統通知', plan: '學習計畫', payment: '付款', invite: '邀請' },
    unread: '未讀',
    open: '查看',
    unreadCount: '未讀 {{n}} 則',
    readAll: '全部標為已讀',
    subscribe: '開啟微信提醒',
    subscribed: '下一則通知會透過微信提醒你',
    notSubscribed: '未開啟微信提醒',
    empty: '目前沒有通知',
  },
}
