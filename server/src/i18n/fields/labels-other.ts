import { PATHS } from '@contract/paths'
import { internal, picked, typed, type FieldText } from './types'

/** Orders, notifications, feedback, resources, and the lists' paging. */
export const otherFields: Record<string, FieldText> = {
  plan_id: picked('a plan', 'une formule', 'un plan', '套餐', '方案'),
  channel: picked('how to pay', 'le mode de paiement', 'la forma de pago', '支付方式', '付款方式'),
  order_id: picked('the order', 'la commande', 'el pedido', '订单', '訂單'),
  out_trade_no: picked('the order number', 'le numéro de commande', 'el número de pedido', '订单号', '訂單編號'),
  return_url: picked('the page to return to', 'la page de retour', 'la página de vuelta', '返回页面', '返回頁面'),
  all: picked('which notifications to mark as read', 'les notifications à marquer comme lues', 'las notificaciones que marcar como leídas', '要标为已读的通知', '要標為已讀的通知'),
  ids: picked('which notifications to mark as read', 'les notifications à marquer comme lues', 'las notificaciones que marcar como leídas', '要标为已读的通知', '要標為已讀的通知'),
  category: picked('the kind of feedback', 'le type de retour', 'el tipo de comentario', '反馈类型', '意見類型'),
  contact: typed('your contact details', 'tes coordonnées', 'tus datos de contacto', '联系方式', '聯絡方式'),
  image_ids: picked('the screenshots', "les captures d'écran", 'las capturas de pantalla', '截图', '截圖'),
  url: picked('the link', 'le lien', 'el enlace', '链接', '連結'),
  // The parent's week (issue 19).
  sections: picked('what to share', 'ce que tu partages', 'qué compartir', '要分享的内容', '要分享的內容'),
  display_name: typed('the name your parent sees', 'le nom que voit ton parent', 'el nombre que verá tu familia', '家长看到的称呼', '家長看到的稱呼'),
  share_id: picked('the link', 'le lien', 'el enlace', '链接', '連結'),
  token: picked('the link', 'le lien', 'el enlace', '链接', '連結'),
  limit: picked('how many to show', 'le nombre à afficher', 'cuántos mostrar', '显示数量', '顯示數量'),
  cursor: internal(
    ['the page of the list', 'la page de la liste', 'la página de la lista', '列表页', '列表頁'],
    ['This list has changed: refresh it', 'Cette liste a changé : actualise-la', 'Esta lista ha cambiado: actualízala', '列表已变化，请刷新', '列表已變更，請重新整理'],
  ),
}

/** Where one name means something else on one route. */
export const routeFields: Record<string, Record<string, FieldText>> = {
  [PATHS.feedback.create]: {
    content: typed('your message', 'ton message', 'tu mensaje', '反馈内容', '意見內容'),
  },
  [PATHS.resource.statement]: {
    kind: picked('the document', 'le document', 'el documento', '文档', '文件'),
  },
  [`${PATHS.resource.avatar}/:name`]: {
    name: picked('the picture', "l'image", 'la imagen', '头像', '頭像'),
  },
}
