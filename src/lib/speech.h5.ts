/**
 * Speech to text for the instruction bar where the browser has it (Chrome, Edge, Safari: the Web
 * Speech API). Elsewhere the keyboard's own dictation button still works.
 */
interface Recognition {
  lang: string
  interimResults: boolean
  continuous: boolean
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null
  onend: (() => void) | null
  onerror: (() => void) | null
  start(): void
  stop(): void
}

type RecognitionClass = new () => Recognition

const recognitionClass = (): RecognitionClass | undefined => {
  if (typeof window === 'undefined') return undefined
  const w = window as unknown as { SpeechRecognition?: RecognitionClass; webkitSpeechRecognition?: RecognitionClass }
  return w.SpeechRecognition ?? w.webkitSpeechRecognition
}

export const speechAvailable = (): boolean => !!recognitionClass()

const SPEECH_LANGS: Record<string, string> = { en: 'en-US', fr: 'fr-FR', es: 'es-ES', 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW' }

/** Listens once; `onText` gets the words so far, `onEnd` fires when listening stops. Returns stop(). */
export function listen(lang: string, onText: (text: string) => void, onEnd: () => void): () => void {
  const Klass = recognitionClass()
  if (!Klass) {
    onEnd()
    return () => undefined
  }
  const r = new Klass()
  r.lang = SPEECH_LANGS[lang] ?? lang
  r.interimResults = true
  r.continuous = false
  r.onresult = (e) => onText(Array.from(e.results, (alt) => alt[0]?.transcript ?? '').join(''))
  r.onend = onEnd
  r.onerror = onEnd
  r.start()
  return () => r.stop()
}
