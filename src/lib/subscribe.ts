// Types and jest resolve this file; Taro builds pick subscribe.h5.ts or subscribe.weapp.ts instead; twins.ts checks both offer the same API.
export * from './subscribe.h5'
