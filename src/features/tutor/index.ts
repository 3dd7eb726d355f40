// Public surface of the tutor feature (conversations with the tutor, and the list of them).
// Only the list store: the app shell clears it, and anything more here would be pulled into the
// first route (the maths renderer lives in the packages/tutor subpackage).
export { useChatStore } from './chat-store'
