// Types and jest resolve this file; Taro builds pick viewport.h5.ts or viewport.weapp.ts instead; twins.ts checks both offer the same API.
export * from './viewport.h5'
