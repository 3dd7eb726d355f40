// The notifications module's public surface: other modules import from here, never from its files.
export { formatFen } from './format'
export { addNotification, addNoticeToAllActive, countUnread } from './notifications.repository'
export { pushNotification } from './notify'
