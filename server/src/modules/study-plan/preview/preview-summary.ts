import type { PlanPreview, PreviewItem } from '@contract/study-plan'
import type { Texts } from '../../../i18n/locales'
import type { Speaker } from '../instruction/replies'

/** Events named per kind of change; the rest are counted ("and 12 more"). */
const SHOWN = 5

/**
 * What a preview will do, written by the server from the preview itself, in the student's
 * language: the reply shown with a model's changes. Whatever the model wrote ("done, your plan is
 * cleared") is not shown: only the server knows what confirming will do.
 */
export function previewSummary(preview: PlanPreview, speak: Speaker): string {
  const say = (key: keyof Texts<'plan'>['assistant'], params: Record<string, string | number> = {}) => speak.texts(`assistant.${key}`, params)
  const zh = speak.lang.startsWith('zh')
  const scopeNote = (it: PreviewItem) =>
    it.scope === 'following' ? `, ${say('following')}` : it.scope === 'series' && it.rrule ? `, ${say('repeating')}` : ''
  const named = (it: PreviewItem) => (zh ? `「${it.title}」（${speak.when(it)}${scopeNote(it)}）` : `“${it.title}” (${speak.when(it)}${scopeNote(it)})`)
  // Only the items shown are written out: dates in words for all 60 of a big preview were a
  // measurable stretch of the event loop, for lines nobody sees.
  const list = <T>(items: T[], name: (item: T) => string) => {
    const shown = items.slice(0, SHOWN).map(name).join(zh ? '、' : ', ')
    return items.length > SHOWN ? `${shown}${zh ? '' : ','} ${say('more', { n: items.length - SHOWN })}` : shown
  }
  const change = (c: PlanPreview['changed'][number]) =>
    say('change', { title: zh ? `「${c.after.title}」` : `“${c.after.title}”`, from: speak.when(c.before), to: speak.when(c.after) + scopeNote(c.after) })
  const lines = [say('preview')]
  if (preview.added.length > 0) lines.push(say('added', { list: list(preview.added, named) }))
  if (preview.changed.length > 0) lines.push(say('changed', { list: list(preview.changed, change) }))
  if (preview.removed.length > 0) lines.push(say('removed', { list: list(preview.removed, named) }))
  return lines.join('\n')
}
