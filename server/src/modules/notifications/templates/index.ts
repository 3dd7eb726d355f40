import type { RenderContext } from '../format'
import { inviteTemplates } from './invite'
import { orderTemplates } from './order'
import { planTemplates } from './plan'
import { reminderTemplates } from './reminder'
import type { Params, Template } from './types'

export const TEMPLATES: Record<string, Template> = { ...orderTemplates, ...planTemplates, ...inviteTemplates, ...reminderTemplates }

export type TemplateName = keyof typeof TEMPLATES

/** The stored texts when there is no template (operator notices) or it is unknown to this version. */
export function renderNotification(
  row: { template: string | null; params: string; title: string; body: string },
  ctx: RenderContext,
): { title: string; body: string } {
  const template = row.template ? TEMPLATES[row.template] : undefined
  if (!template) return { title: row.title, body: row.body }
  let params: Params = {}
  try {
    params = JSON.parse(row.params) as Params
  } catch {
    // a damaged row still shows its stored fallback texts
    return { title: row.title, body: row.body }
  }
  return template(params, ctx)
}
