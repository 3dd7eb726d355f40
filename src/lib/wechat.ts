// Types and jest resolve here; the builds pick wechat.h5.ts or wechat.weapp.ts.
export * from './wechat.h5'
