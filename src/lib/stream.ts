// Types and jest resolve this file; Taro builds pick stream.h5.ts or stream.weapp.ts instead; twins.ts checks both offer the same API.
export * from './stream.h5'
