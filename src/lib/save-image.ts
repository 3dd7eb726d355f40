// Types and jest resolve this file; Taro builds pick save-image.h5.ts or save-image.weapp.ts instead; twins.ts checks both offer the same API.
export * from './save-image.h5'
