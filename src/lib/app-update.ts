// Types and jest resolve this file; Taro builds pick app-update.h5.ts or app-update.weapp.ts instead; twins.ts checks both offer the same API.
export * from './app-update.h5'
