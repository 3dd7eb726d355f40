// Types and jest resolve this file; Taro builds pick platform.h5.ts or platform.weapp.ts instead; twins.ts checks both offer the same API.
export * from './platform.h5'
export type { NavMetrics } from './platform-types'
