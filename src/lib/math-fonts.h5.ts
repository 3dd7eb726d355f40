/** In the browser KaTeX's stylesheet brings its fonts itself. */
export function loadMathFonts(): void {}
