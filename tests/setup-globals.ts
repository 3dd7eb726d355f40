// Globals the Taro build defines at compile time (config/index.ts defineConstants).
;(globalThis as { __API_BASE__?: string }).__API_BASE__ = ''
process.env.TARO_ENV = 'h5'
