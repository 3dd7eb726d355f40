// Stands in for `jsonp-retry` in the H5 build (config/index.ts): Taro's request API imports it for
// its `jsonp` option, which this app never uses (every call is JSON through src/lib/http). Without
// it the first route is 2 KiB gzipped lighter; a jsonp request would fail loudly here, not silently.
export default function jsonpRetry() {
  return Promise.reject(new Error('Taro.request({ jsonp }) is not built into this app (config/no-jsonp.js)'))
}
