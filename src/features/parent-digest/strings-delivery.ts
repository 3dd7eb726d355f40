import type { Lang } from '@contract/langs'

/**
 * The parent's weekly message strings (issue 19, delivery), merged into the `parent` namespace by
 * add-strings.ts: on the digest page (`weekly.*`) and on the student's share screen (`share.*`).
 */
const EN = {
  weekly: {
    title: 'Every Sunday',
    browser:
      'A browser cannot send you messages. To get this summary every Sunday evening, ask your child to send you the link from the Mug Tutor mini-program as a WeChat card, open it and tap “Send me this every Sunday”. You can also bookmark this page: it always shows the current week.',
    unavailable: 'Weekly messages are not available yet. Bookmark this page: it always shows the current week.',
    offer: 'Get a summary of the week in WeChat every Sunday evening. You can stop it at any time.',
    subscribe: 'Send me this every Sunday',
    subscribed: 'You get this summary every Sunday evening in WeChat.',
    allowance: 'WeChat allows one message each time you tap “Allow”: allow next Sunday’s here.',
    allowNext: 'Allow next Sunday’s message',
    stop: 'Stop weekly messages',
    started: 'You will get it on Sunday evening',
    stopped: 'Weekly messages stopped',
    refused: 'WeChat messages were not allowed',
  },
  share: {
    subscribers: 'Parents getting it every Sunday: {{count}}',
    sendWechat: 'Send to a parent in WeChat',
    cardTitle: 'My week at Mug Tutor',
  },
}

export type DeliveryStrings = typeof EN

export const PARENT_DELIVERY_STRINGS: Record<Lang, DeliveryStrings> = {
  en: EN,
  fr: {
    weekly: {
      title: 'Chaque dimanche',
      browser:
        'Un navigateur ne peut pas vous envoyer de messages. Pour recevoir ce résumé chaque dimanche soir, demandez à votre enfant de vous envoyer le lien depuis le mini-programme Mug Tutor sous forme de carte WeChat, ouvrez-la et touchez « Me l’envoyer chaque dimanche ». Vous pouvez aussi ajouter cette page à vos favoris : elle montre toujours la semaine en cours.',
      unavailable: 'Les messages hebdomadaires ne sont pas encore disponibles. Ajoutez cette page à vos favoris : elle montre toujours la semaine en cours.',
      offer: 'Recevez un résumé de la semaine dans WeChat chaque dimanche soir. Vous pouvez arrêter à tout moment.',
      subscribe: 'Me l’envoyer chaque dimanche',
      subscribed: 'Vous recevez ce résumé chaque dimanche soir dans WeChat.',
      allowance: 'WeChat autorise un message à chaque fois que vous touchez « Autoriser » : autorisez ici celui de dimanche prochain.',
      allowNext: 'Autoriser le message de dimanche prochain',
      stop: 'Arrêter les messages hebdomadaires',
      started: 'Vous le recevrez dimanche soir',
      stopped: 'Messages hebdomadaires arrêtés',
      refused: 'Les messages WeChat n’ont pas été autorisés',
    },
    share: {
      subscribers: 'Parents qui le reçoivent chaque dimanche : {{count}}',
      sendWechat: 'Envoyer à un parent dans WeChat',
      cardTitle: 'Ma semaine sur Mug Tutor',
    },
  },
  es: {
    weekly: {
      title: 'Cada domingo',
      browser:
        'Un navegador no puede enviarle mensajes. Para recibir este resumen cada domingo por la tarde, pida a su hijo que le envíe el enlace desde el miniprograma Mug Tutor como tarjeta de WeChat, ábrala y toque «Enviármelo cada domingo». También puede guardar esta página en favoritos: siempre muestra la semana actual.',
      unavailable: 'Los mensajes semanales aún no están disponibles. Guarde esta página en favoritos: siempre muestra la semana actual.',
      offer: 'Reciba un resumen de la semana en WeChat cada domingo por la tarde. Puede detenerlo cuando quiera.',
      subscribe: 'Enviármelo cada domingo',
      subscribed: 'Recibe este resumen cada domingo por la tarde en WeChat.',
      allowance: 'WeChat permite un mensaje cada vez que toca «Permitir»: permita aquí el del próximo domingo.',
      allowNext: 'Permitir el mensaje del próximo domingo',
      stop: 'Detener los mensajes semanales',
      started: 'Lo recibirá el domingo por la tarde',
      stopped: 'Mensajes semanales detenidos',
      refused: 'No se permitieron los mensajes de WeChat',
    },
    share: {
      subscribers: 'Familiares que lo reciben cada domingo: {{count}}',
      sendWechat: 'Enviar a un familiar por WeChat',
      cardTitle: 'Mi semana en Mug Tutor',
    },
  },
  'zh-Hans': {
    weekly: {
      title: '每周日',
      browser: '浏览器无法给你发消息。想在每周日晚上收到这份小结，请让孩子在马克学伴小程序里把链接以微信卡片发给你，打开后点“每周日发给我”。也可以收藏本页：它总是显示本周的情况。',
      unavailable: '暂时无法每周发送消息。请收藏本页：它总是显示本周的情况。',
      offer: '每周日晚上在微信里收到本周小结，随时可以停止。',
      subscribe: '每周日发给我',
      subscribed: '每周日晚上，你会在微信里收到这份小结。',
      allowance: '每点一次“允许”，微信只准发一条消息：请在这里允许下周日的消息。',
      allowNext: '允许下周日的消息',
      stop: '停止每周消息',
      started: '周日晚上会发给你',
      stopped: '已停止每周消息',
      refused: '未允许微信消息',
    },
    share: {
      subscribers: '每周日收到的家长：{{count}} 位',
      sendWechat: '通过微信发给家长',
      cardTitle: '我在马克学伴的一周',
    },
  },
  'zh-Hant': {
    weekly: {
      title: '每週日',
      browser: '瀏覽器無法傳訊息給你。想在每週日晚上收到這份小結，請讓孩子在馬克學伴小程式裡把連結以微信卡片傳給你，開啟後點「每週日傳給我」。也可以收藏本頁：它總是顯示本週的情況。',
      unavailable: '暫時無法每週傳送訊息。請收藏本頁：它總是顯示本週的情況。',
      offer: '每週日晚上在微信裡收到本週小結，隨時可以停止。',
      subscribe: '每週日傳給我',
      subscribed: '每週日晚上，你會在微信裡收到這份小結。',
      allowance: '每點一次「允許」，微信只准傳一則訊息：請在這裡允許下週日的訊息。',
      allowNext: '允許下週日的訊息',
      stop: '停止每週訊息',
      started: '週日晚上會傳給你',
      stopped: '已停止每週訊息',
      refused: '未允許微信訊息',
    },
    share: {
      subscribers: '每週日收到的家長：{{count}} 位',
      sendWechat: '透過微信傳給家長',
      cardTitle: '我在馬克學伴的一週',
    },
  },
}
