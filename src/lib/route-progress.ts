// Types and jest resolve this file; Taro builds pick route-progress.h5.ts or route-progress.weapp.ts; twins.ts checks both offer the same API.
export * from './route-progress.h5'
