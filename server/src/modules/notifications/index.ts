// The notifications module's public surface: other modules import from here, never from its files.
export { formatFen } from './format'
export { addNotification, countUnread } from './notifications.repository'
export { pushNotification } from './notify'
