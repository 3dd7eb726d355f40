import { CreateFeedbackBody, FeedbackCreated, FeedbackImage } from '../feedback'
import { MarkReadBody, NotificationList, NotificationListQuery, NotificationUnread, PushConfig } from '../notification'
import { CreateOrderBody, Order, OrderIdBody, OrderIdQuery, OrderList, OrderListQuery, OrderPayment, VipPlans } from '../order'
import { ENDPOINTS } from './endpoints'
import { route } from './route'

/** VIP plans and orders, feedback, notifications. */
export const VIP_ROUTES = {
  plans: route(ENDPOINTS.vip.plans, { response: VipPlans }),
}

const O = ENDPOINTS.order
export const ORDER_ROUTES = {
  create: route(O.create, { body: CreateOrderBody, response: OrderPayment }),
  pay: route(O.pay, { body: OrderIdBody, response: OrderPayment }),
  list: route(O.list, { query: OrderListQuery, response: OrderList }),
  detail: route(O.detail, { query: OrderIdQuery, response: Order }),
  cancel: route(O.cancel, { body: OrderIdBody, response: Order }),
}

export const FEEDBACK_ROUTES = {
  image: route(ENDPOINTS.feedback.image, { response: FeedbackImage }, 'multipart'),
  create: route(ENDPOINTS.feedback.create, { body: CreateFeedbackBody, response: FeedbackCreated }),
}

const N = ENDPOINTS.notification
export const NOTIFICATION_ROUTES = {
  list: route(N.list, { query: NotificationListQuery, response: NotificationList }),
  unreadCount: route(N.unreadCount, { response: NotificationUnread }),
  read: route(N.read, { body: MarkReadBody, response: NotificationUnread }),
  pushConfig: route(N.pushConfig, { response: PushConfig }),
}
