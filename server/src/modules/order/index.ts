// The order module's public surface: other modules import from here, never from its files.
export { qrDataUrl } from './qr'
export { listOrders } from './order.repository'
export { requestRefund } from './refund'
