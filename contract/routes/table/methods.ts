import type { Endpoint } from '../route'

// One small module per area of the table, so a lazily loaded feature's routes load with it and the
// H5 first route carries only the areas it calls (DESIGN.md §8: 150 KiB).
export const get = <P extends string>(path: P): Endpoint<'GET', P> => ({ method: 'GET', path })
export const post = <P extends string>(path: P): Endpoint<'POST', P> => ({ method: 'POST', path })
export const put = <P extends string>(path: P): Endpoint<'PUT', P> => ({ method: 'PUT', path })
export const del = <P extends string>(path: P): Endpoint<'DELETE', P> => ({ method: 'DELETE', path })
