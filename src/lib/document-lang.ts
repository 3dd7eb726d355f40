// Types and jest resolve this file; Taro builds pick document-lang.h5.ts or document-lang.weapp.ts instead; twins.ts checks both offer the same API.
export * from './document-lang.h5'
