const MAX_PREVIEW = 80

/**
 * A message as one short line of plain text for the chat list: Markdown marks and math
 * delimiters removed (the TeX inside stays: `x^2-5x+6=0` reads well enough), whitespace folded.
 */
export function previewOf(text: string, max = MAX_PREVIEW): string {
  const plain = text
    .slice(0, 2000)
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/\\\(|\\\)|\\\[|\\\]|\${1,2}/g, '')
    .replace(/\\(?:boxed|text|mathrm|mathbf)\s*\{([^{}]*)\}/g, '$1')
    .replace(/\\(?:d?frac)\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, '$1/$2')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/(\*\*|__|~~|`|\*|\|)/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  const chars = Array.from(plain)
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : plain
}
