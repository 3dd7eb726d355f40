// Types and jest resolve this file; Taro builds pick back-block.h5.ts or back-block.weapp.ts instead; twins.ts checks both offer the same API.
export * from './back-block.h5'
