// Types and jest resolve this file; Taro builds pick reload.h5.ts or reload.weapp.ts instead.
export * from './reload.h5'
