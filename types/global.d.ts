/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.svg'
declare module '*.scss'
declare module '*.css'

/** API base URL inlined at build time from TARO_APP_API_BASE ('' = same origin as the H5 page). */
declare const __API_BASE__: string

declare namespace NodeJS {
  interface ProcessEnv {
    NODE_ENV: 'development' | 'production' | 'test'
    TARO_ENV: 'weapp' | 'h5'
    TARO_APP_ID: string
    TARO_APP_API_BASE?: string
  }
}

// The React page hooks' runtime, used directly only by the jest shim (tests/taro-shim.ts).
declare module '@tarojs/plugin-framework-react/dist/runtime'
