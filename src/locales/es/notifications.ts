export default {
  notifications: {
    kind: { system: 'Aviso', plan: 'Plan de estudio', payment: 'Pago', invite: 'Invitación' },
    unread: 'No leída',
    open: 'Abrir',
    unreadCount: 'Sin leer: {{n}}',
    readAll: 'Marcar todo como leído',
    subscribe: 'Recibir avisos en WeChat',
    subscribed: 'Recibirás la próxima notificación en WeChat',
    notSubscribed: 'No se activaron las notificaciones de WeChat',
    empty: 'Todavía no hay notificaciones',
  },
}
