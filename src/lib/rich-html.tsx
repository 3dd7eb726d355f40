// Types and jest resolve this file; Taro builds pick rich-html.h5.tsx or rich-html.weapp.tsx instead; twins.ts checks both offer the same API.
export * from './rich-html.h5'
