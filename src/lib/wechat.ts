// Types and jest resolve here; the builds pick wechat.h5.ts or wechat.weapp.ts; twins.ts checks both offer the same API.
export * from './wechat.h5'
