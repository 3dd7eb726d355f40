// Types and jest resolve this file; Taro builds pick speech.h5.ts or speech.weapp.ts instead; twins.ts checks both offer the same API.
export * from './speech.h5'
