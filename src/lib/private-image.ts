// Types and jest resolve this file; Taro builds pick private-image.h5.ts or private-image.weapp.ts instead; twins.ts checks both offer the same API.
export * from './private-image.h5'
