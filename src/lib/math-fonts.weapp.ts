import Taro from '@tarojs/taro'
import { PATHS } from '@contract/paths'
import { apiUrl } from './http/http-client'

// The faces school maths uses: text, italic letters, big operators and delimiters, AMS symbols.
const FACES: [family: string, file: string, weight: string, style: string][] = [
  ['KaTeX_Main', 'KaTeX_Main-Regular', 'normal', 'normal'],
  ['KaTeX_Main', 'KaTeX_Main-Bold', 'bold', 'normal'],
  ['KaTeX_Main', 'KaTeX_Main-Italic', 'normal', 'italic'],
  ['KaTeX_Math', 'KaTeX_Math-Italic', 'normal', 'italic'],
  ['KaTeX_AMS', 'KaTeX_AMS-Regular', 'normal', 'normal'],
  ['KaTeX_Size1', 'KaTeX_Size1-Regular', 'normal', 'normal'],
  ['KaTeX_Size2', 'KaTeX_Size2-Regular', 'normal', 'normal'],
  ['KaTeX_Size3', 'KaTeX_Size3-Regular', 'normal', 'normal'],
  ['KaTeX_Size4', 'KaTeX_Size4-Regular', 'normal', 'normal'],
]

let loaded = false

/**
 * KaTeX's fonts, fetched from our server once per app run (wxss cannot reference font files in
 * the package, and inlining them all would fill the subpackage). Until they arrive, maths shows in
 * the system font.
 */
export function loadMathFonts(): void {
  if (loaded) return
  loaded = true
  for (const [family, file, weight, style] of FACES) {
    void Taro.loadFontFace({
      global: true,
      family,
      source: `url("${apiUrl(`${PATHS.mathFonts}/${file}.woff2`)}")`,
      desc: { weight, style },
    }).catch(() => undefined)
  }
}
