/**
 * The title's font size, so a long title ("Connexion par téléphone") fits the bar instead of
 * ending in "…": 17 px while it fits, smaller down to 13 px, then two lines. Widths are estimated
 * from the characters (a CJK character is 1 em, a Latin letter 0.4 to 1 em by its shape): measuring
 * text needs the DOM, and the mini-program has none. The widths are a semi-bold sans's, by letter
 * class, measured on the widest font a phone or test browser falls back to (DejaVu Sans Bold):
 * one average for every letter had "Supprimer le compte" and "Estrategias de examen" end in "…".
 */
export const TITLE_MAX_PX = 17
export const TITLE_MIN_PX = 13

function emWidth(text: string): number {
  let em = 0
  for (const ch of text) {
    if (/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(ch)) em += 1
    else if (ch === ' ') em += 0.32
    else if (/[mwMW]/.test(ch)) em += 0.98
    else if (/[iljtfr.,:;'’!|]/.test(ch)) em += 0.42
    else if (/[A-Z0-9&?]/.test(ch)) em += 0.76
    else em += 0.67
  }
  // Within 5% of every measured title: the margin keeps the widest of them whole.
  return em * 1.06
}

export function fitTitle(title: string, roomPx: number): { fontPx: number; twoLines: boolean } {
  const em = emWidth(title)
  if (em * TITLE_MAX_PX <= roomPx) return { fontPx: TITLE_MAX_PX, twoLines: false }
  const fontPx = Math.max(TITLE_MIN_PX, Math.floor(roomPx / em))
  return { fontPx, twoLines: em * fontPx > roomPx }
}
