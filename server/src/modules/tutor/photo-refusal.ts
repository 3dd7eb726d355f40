/**
 * A model that cannot read photos often answers 200 with words instead of an error: "I'm sorry,
 * I can't view images", "我无法查看图片". Such a reply, short and saying so, is a refusal of the
 * photo: the student is told this model cannot read photos and the question is not used up.
 * A long reply that merely mentions images (a real answer) is never taken for one.
 */
const REFUSAL = new RegExp(
  [
    String.raw`\b(?:can(?:'|’)?t|cannot|can not|unable to|not able to|do not have the ability to|don(?:'|’)t have the ability to)\s+(?:see|view|read|open|process|analy[sz]e|access|interpret|look at)\s+(?:the |this |that |your |any |attached |uploaded )*(?:image|photo|picture|attachment|file)s?\b`,
    String.raw`\b(?:only|just)\s+(?:read|process|understand|handle)\s+text\b`,
    String.raw`\bne\s+(?:peux|suis|sais)\s+pas\s+(?:capable\s+d[e'’]\s*)?(?:voir|lire|ouvrir|analyser|traiter|afficher)\s+(?:l[ae'’]\s*|les\s+|cette\s+|ton\s+|ta\s+|votre\s+)?(?:image|photo)s?\b`,
    String.raw`\bno\s+(?:puedo|soy capaz de)\s+(?:ver|leer|abrir|analizar|procesar)\s+(?:la\s+|las\s+|esta\s+|tu\s+|su\s+)?(?:imagen|imágenes|foto|fotos|fotografía)\b`,
    String.raw`(?:无法|不能|没法|没有办法|無法|沒法|沒有辦法)(?:直接)?(?:查看|看到|识别|識別|读取|讀取|处理|處理|打开|打開|解析|看)(?:你|您)?(?:发送|上传|發送|上傳)?的?(?:图片|图像|照片|圖片|圖像)`,
    String.raw`(?:看不到|看不见|看不見)(?:你|您)?(?:发送|上传|發送|上傳)?的?(?:图片|图像|照片|圖片|圖像)`,
  ].join('|'),
  'i',
)

/** Refusals are a few sentences; a reply longer than this is an answer, whatever it says. */
const MAX_REFUSAL_CHARS = 600

export function refusesPhoto(reply: string): boolean {
  const text = reply.trim()
  return text.length > 0 && text.length <= MAX_REFUSAL_CHARS && REFUSAL.test(text)
}
