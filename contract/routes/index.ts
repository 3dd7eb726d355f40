import { PATHS } from '../paths'
import { APP_ROUTES, AUTH_ROUTES, INVITATION_ROUTES, RESOURCE_ROUTES, USER_ROUTES } from './account'
import { CHAT_ROUTES } from './chat'
import { FEEDBACK_ROUTES, NOTIFICATION_ROUTES, ORDER_ROUTES, VIP_ROUTES } from './commerce'
import { ENDPOINTS } from './endpoints'
import type { Endpoint, Route } from './route'
import { PARENT_DIGEST_ROUTES } from './parent'
import { EXAM_TACTICS_ROUTES, STUDY_PLAN_ROUTES, TODAY_TASKS_ROUTES } from './study'

type Endpoints = typeof ENDPOINTS

/** Each area and name of ENDPOINTS has a route here with the same method and path (and no other). */
type MapOf<E> = { [A in keyof E]: { [N in keyof E[A]]: E[A][N] & Route } }

/**
 * The API's route map: per route its method, path, input schema (body or query) and the envelope's
 * data schema. The server registers every route from it (server/src/lib/route.ts); the client calls
 * them through src/lib/http/call.ts, which takes only the types from here.
 */
export const ROUTES = {
  app: APP_ROUTES,
  auth: AUTH_ROUTES,
  user: USER_ROUTES,
  invitation: INVITATION_ROUTES,
  resource: RESOURCE_ROUTES,
  chat: CHAT_ROUTES,
  vip: VIP_ROUTES,
  order: ORDER_ROUTES,
  feedback: FEEDBACK_ROUTES,
  notification: NOTIFICATION_ROUTES,
  studyPlan: STUDY_PLAN_ROUTES,
  todayTasks: TODAY_TASKS_ROUTES,
  examTactics: EXAM_TACTICS_ROUTES,
  parentDigest: PARENT_DIGEST_ROUTES,
} as const satisfies MapOf<Endpoints>

type Routes = typeof ROUTES

/** Every route of the map, as one union. */
export type AnyRoute = { [A in keyof Routes]: Routes[A][keyof Routes[A]] }[keyof Routes]

/** The map's routes by "METHOD path" (together unique: the architecture test checks it). */
type RouteIndex = { [R in AnyRoute as `${R['method']} ${R['path']}`]: R }

/** The route an endpoint names. */
export type RouteOf<E extends Endpoint> = `${E['method']} ${E['path']}` extends infer K extends keyof RouteIndex ? RouteIndex[K] : never

/** Every route of the map as a list (the architecture test and the server's registration check use it). */
export const allRoutes = (): AnyRoute[] => Object.values(ROUTES).flatMap((area) => Object.values<AnyRoute>(area))

/**
 * Registered /api/ routes that are not in the map, and why: none of them answers the JSON envelope
 * to an app call. server/test/architecture/route-map.test.ts fails on any other unmapped route.
 */
export const OUTSIDE_THE_MAP: readonly { method: string; path: string; why: string }[] = [
  { method: 'GET', path: PATHS.health, why: 'operations: the load balancer and monitoring, not the app' },
  { method: 'GET', path: PATHS.healthLive, why: 'operations: liveness probe' },
  { method: 'GET', path: PATHS.healthReady, why: 'operations: readiness probe, answers 503 when not ready' },
  { method: 'GET', path: PATHS.chat.image, why: 'binary: the photo itself, shown by <Image src>' },
  { method: 'GET', path: `${PATHS.resource.avatar}/:name`, why: 'binary: a static avatar file' },
  { method: 'POST', path: PATHS.pay.notify, why: "the payment provider's signed raw notifications, answered in its format" },
  { method: 'GET', path: PATHS.pay.sandboxCheckout, why: 'HTML: the sandbox checkout page (PAY_PROVIDER=sandbox only)' },
  { method: 'POST', path: PATHS.pay.sandboxCheckout, why: 'HTML form post of the sandbox checkout page' },
]

export { ENDPOINTS }
export type { Endpoint, Route }
