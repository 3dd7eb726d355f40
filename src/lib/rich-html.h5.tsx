import { View } from '@tarojs/components'

/** HTML for the browser: shown as it is (maths as spans and SVG). */
export function toRichHtml(html: string): string {
  return html
}

/**
 * Trusted HTML (our own renderer's output, raw HTML escaped) inside a View: selectable, styled by
 * `className`. Taro's <RichText> would copy it into an attribute and block text selection.
 */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  return <View className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
