// Types and jest resolve this file; Taro builds pick viewport.h5.ts or viewport.weapp.ts instead.
export * from './viewport.h5'
