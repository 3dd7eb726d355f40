// Types and jest resolve this file; Taro builds pick document-lang.h5.ts or document-lang.weapp.ts instead.
export * from './document-lang.h5'
