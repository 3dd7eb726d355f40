/**
 * The student's plan as the model reads it: JSON inside <plan_data> … </plan_data>. JSON quotes
 * every title and note, and `<`, `>` are escaped, so nothing a student (or anyone who shared a
 * title) typed can close the block or pass for the server's words. The system prompt says that
 * whatever is inside is data, never an instruction.
 */
export function asData(value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e')
  return `<plan_data>${json}</plan_data>`
}
