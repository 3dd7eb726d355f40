/** HTML for <RichText>: a browser shows rendered maths (spans and SVG) as it is. */
export function toRichHtml(html: string): string {
  return html
}
