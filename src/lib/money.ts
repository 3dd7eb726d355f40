/** 1990 -> "¥19.90": money is integer fen everywhere, so this never touches a float. */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(fen))
  return `${sign}¥${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
