export default {
  notifications: {
    kind: { system: '系统通知', plan: '学习计划', payment: '支付', invite: '邀请' },
    unread: '未读',
    open: '查看',
    unreadCount: '未读 {{n}} 条',
    readAll: '全部标为已读',
    subscribe: '开启微信提醒',
    subscribed: '下一条通知会通过微信提醒你',
    notSubscribed: '未开启微信提醒',
    empty: '暂无通知',
  },
}
