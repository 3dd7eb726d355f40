import { RichText, View } from '@tarojs/components'
import { base64Text } from './base64'

/**
 * HTML for <RichText> in the mini-program, which shows spans, tables and images but drops <svg>:
 * KaTeX draws radicals and stretchy arrows as SVG, so each becomes an image of itself.
 */
export function toRichHtml(html: string): string {
  return html.replace(/<svg\b([^>]*)>[\s\S]*?<\/svg>/g, (svg, attrs: string) => {
    const width = /\bwidth="([^"]+)"/.exec(attrs)?.[1] ?? '100%'
    const height = /\bheight="([^"]+)"/.exec(attrs)?.[1] ?? '1em'
    const src = `data:image/svg+xml;base64,${base64Text(svg)}`
    return `<img src="${src}" style="display:block;width:${width};height:${height};max-width:none" />`
  })
}

/** Trusted HTML (our own renderer's output) in the mini-program's rich-text, inside a styled View. */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  return (
    <View className={className}>
      <RichText nodes={toRichHtml(html)} userSelect />
    </View>
  )
}
