// The session module's public surface: other modules import from here, never from its files.
export { createSession, endSession, liveSessions, markReauthenticated, reauthenticatedAt, setSessionDeviceId, endUserSessions } from './session.repository'
