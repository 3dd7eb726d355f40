// Types and jest resolve this file; Taro builds pick share.h5.ts or share.weapp.ts instead; twins.ts checks both offer the same API.
export * from './share.h5'
