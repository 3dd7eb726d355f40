// Types and jest resolve this file; Taro builds pick math-fonts.h5.ts or math-fonts.weapp.ts instead; twins.ts checks both offer the same API.
export * from './math-fonts.h5'
