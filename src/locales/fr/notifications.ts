export default {
  notifications: {
    kind: { system: 'Annonce', plan: 'Planning', payment: 'Paiement', invite: 'Invitation' },
    unread: 'Non lue',
    open: 'Ouvrir',
    unreadCount: 'Non lues : {{n}}',
    readAll: 'Tout marquer comme lu',
    subscribe: 'Être prévenu dans WeChat',
    subscribed: 'Tu recevras la prochaine notification dans WeChat',
    notSubscribed: "Les notifications WeChat n'ont pas été activées",
    empty: 'Aucune notification pour le moment',
  },
}
