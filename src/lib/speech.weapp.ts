/**
 * The mini-program has no built-in speech recognition without a third-party plugin; students use
 * the keyboard's dictation button instead.
 */
export const speechAvailable = (): boolean => false

export function listen(_lang: string, _onText: (text: string) => void, onEnd: () => void): () => void {
  onEnd()
  return () => undefined
}
