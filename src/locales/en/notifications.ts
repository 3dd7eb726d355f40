export default {
  notifications: {
    kind: { system: 'Notice', plan: 'Study plan', payment: 'Payment', invite: 'Invitation' },
    unread: 'Unread',
    open: 'Open',
    unreadCount: 'Unread: {{n}}',
    readAll: 'Mark all as read',
    subscribe: 'Get notified in WeChat',
    subscribed: 'You will get the next notification in WeChat',
    notSubscribed: 'WeChat notifications were not turned on',
    empty: 'No notifications yet',
  },
}
