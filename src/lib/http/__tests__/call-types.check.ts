/**
 * Type-level tests of the typed request layer (checked by `npm run typecheck`, never run): each
 * `@ts-expect-error` line must be a type error, or tsc fails with "unused @ts-expect-error".
 */
import type { TArray, TObject, TString } from '@sinclair/typebox'
import type { AnyRoute, Endpoint, Route } from '@contract/routes'
import { ENDPOINTS } from '@contract/routes/endpoints'
import type { InputOf } from '@contract/routes/route'
import type { TodayTasks } from '@contract/today-tasks'
import type { Query } from '../../url'
import { call } from '../call'

/** The paths of the map's JSON GET/DELETE routes whose query is not flat scalars (call() sends none of them). */
type NotFlat = Extract<AnyRoute, { method: 'GET' | 'DELETE'; kind: 'json' }> extends infer R
  ? R extends Route
    ? InputOf<R> extends Query | undefined
      ? never
      : R['path']
    : never
  : never
/** Every query in the map is flat: call() puts it in the query string as it is, unchecked at run time. */
export const everyQueryFlat: [NotFlat] extends [never] ? true : NotFlat = true

/** A GET route whose query holds a list (none in the map: this one is made up for the check). */
type ListQueryRoute = Route<'GET', '/api/v1/example', 'json', undefined, TObject<{ ids: TArray<TString> }>, undefined>

export async function typeChecks() {
  // A right body and the map's answer type.
  const focus = await call(ENDPOINTS.todayTasks.focus, { client_id: 'c', started_at: '2026-01-01T00:00:00Z', minutes: 5 })
  const minutes: number = focus.focus_minutes_today
  const tasks: TodayTasks = await call(ENDPOINTS.todayTasks.list)

  // @ts-expect-error a wrong body: `minutes` must be a number
  await call(ENDPOINTS.todayTasks.focus, { client_id: 'c', started_at: '2026-01-01T00:00:00Z', minutes: '5' })
  // @ts-expect-error a body missing a required field
  await call(ENDPOINTS.todayTasks.focus, { client_id: 'c' })
  // @ts-expect-error a field the body does not have
  await call(ENDPOINTS.todayTasks.retestHelp, { mistake_id: 'm', step: 'hint', nope: 1 })
  // @ts-expect-error a route that takes a body, called without one
  await call(ENDPOINTS.auth.loginAccount)
  // @ts-expect-error a wrong query type
  await call(ENDPOINTS.user.schoolSearch, { keyword: 1 })
  // @ts-expect-error a query that is not flat (a list) cannot be called
  await call<Endpoint<'GET', '/api/v1/example'>, ListQueryRoute>({ method: 'GET', path: '/api/v1/example' }, { ids: ['a'] })

  // @ts-expect-error a wrong response type: the focus route answers FocusResult, not TodayTasks
  const wrong: TodayTasks = await call(ENDPOINTS.todayTasks.focus, { client_id: 'c', started_at: '2026-01-01T00:00:00Z', minutes: 5 })
  // @ts-expect-error a field the answer does not have
  const missing: string = (await call(ENDPOINTS.todayTasks.list)).nope

  // @ts-expect-error a stream (sse) route is not a JSON call
  await call(ENDPOINTS.chat.message, { chat_id: 'c', content: 'x' })
  // @ts-expect-error a multipart upload is not a JSON call
  await call(ENDPOINTS.chat.upload)

  return { minutes, tasks, wrong, missing }
}
