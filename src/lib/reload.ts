// Types and jest resolve this file; Taro builds pick reload.h5.ts or reload.weapp.ts instead; twins.ts checks both offer the same API.
export * from './reload.h5'
