/**
 * The title's font size, so a long title ("Connexion par téléphone") fits the bar instead of
 * ending in "…": 17 px while it fits, smaller down to 13 px, then two lines. Widths are estimated
 * from the characters (a CJK character is about 1 em, a Latin letter about 0.55 em): measuring
 * text needs the DOM, and the mini-program has none.
 */
export const TITLE_MAX_PX = 17
export const TITLE_MIN_PX = 13

function emWidth(text: string): number {
  let em = 0
  for (const ch of text) {
    if (/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(ch)) em += 1
    else if (ch === ' ') em += 0.3
    else if (/[A-Z0-9]/.test(ch)) em += 0.66
    else em += 0.56
  }
  // Semi-bold is a little wider.
  return em * 1.05
}

export function fitTitle(title: string, roomPx: number): { fontPx: number; twoLines: boolean } {
  const em = emWidth(title)
  if (em * TITLE_MAX_PX <= roomPx) return { fontPx: TITLE_MAX_PX, twoLines: false }
  const fontPx = Math.max(TITLE_MIN_PX, Math.floor(roomPx / em))
  return { fontPx, twoLines: em * fontPx > roomPx }
}
