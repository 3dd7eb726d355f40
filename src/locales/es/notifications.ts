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
  mineMenu: {
    vip: 'VIP',
    orders: 'Mis pedidos',
    notifications: 'Notificaciones',
    invitations: 'Invitar a compañeros',
    feedback: 'Comentarios',
    settings: 'Ajustes',
    statement: 'Términos y privacidad',
    vipUntil: 'VIP hasta el {{date}}',
  },
}
