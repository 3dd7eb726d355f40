import { memo, useEffect, useMemo } from 'react'
import { loadMathFonts } from '@/lib/math-fonts'
import { RichHtml } from '@/lib/rich-html'
import { renderMarkdown } from '../markdown/render'
import 'katex/dist/katex.min.css'
import './markdown.scss'

/** An answer rendered: Markdown and LaTeX maths, the same HTML on H5 and in the mini-program. */
export const Markdown = memo(function Markdown({ text, streaming = false }: { text: string; streaming?: boolean }) {
  useEffect(loadMathFonts, [])
  const html = useMemo(() => renderMarkdown(text, { streaming }), [text, streaming])
  return <RichHtml className='md' html={html} />
})
