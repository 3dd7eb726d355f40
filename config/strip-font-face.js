// Mini-program builds: KaTeX's stylesheet would inline every font in three formats (1.4 MB of
// wxss). The fonts are loaded at run time instead (src/lib/math-fonts.weapp.ts), so drop them here.
module.exports = function stripFontFace(source) {
  return source.replace(/@font-face\s*\{[^}]*\}/g, '')
}
