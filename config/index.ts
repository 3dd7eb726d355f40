import path from 'path'
import webpack from 'webpack'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a plain CommonJS webpack plugin, like strip-font-face.js
const InlineAppCss = require('./inline-app-css')
// eslint-disable-next-line @typescript-eslint/no-require-imports
const splitTaroComponents = require('./split-taro-components')
import prodConfig from './prod'

// Only TARO_APP_* variables reach the client, inlined at build time (see README, "Configuration").
// The H5 app is served by the API server, so it calls its own origin; the mini-program needs an
// absolute URL (WeChat DevTools reaches a local server when "不校验合法域名" is ticked).
const API_BASE =
  process.env.TARO_APP_API_BASE ?? (process.env.TARO_ENV === 'weapp' ? 'http://127.0.0.1:8080' : '')

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'study-assistant',
    date: '2026-11-22',
    // Spec §9: the design is drawn at 375 px wide. With baseFontSize 37.5 one design px is
    // 1/37.5 rem, and src/lib/viewport sets the root font size to viewport width / 10.
    designWidth: 375,
    deviceRatio: { 375: 2, 640: 2.34 / 2, 750: 1, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // Each target keeps its own output, so building one never wipes the other.
    outputRoot: `dist/${process.env.TARO_ENV}`,
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@contract': path.resolve(__dirname, '..', 'contract'),
    },
    defineConstants: {
      __API_BASE__: JSON.stringify(API_BASE),
    },
    copy: {
      patterns:
        process.env.TARO_ENV === 'h5' ? [{ from: 'src/assets/favicon.svg', to: 'dist/h5/favicon.svg' }] : [],
      options: {},
    },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: process.env.TARO_CACHE === '1' },
    mini: {
      // Each component's stylesheet is self-contained (BEM names), so their order does not matter.
      miniCssExtractPluginOption: { ignoreOrder: true },
      // contract/ sits outside src/ and must be compiled like app code.
      compile: { include: [path.resolve(__dirname, '..', 'contract')] },
      postcss: {
        pxtransform: { enable: true, config: {} },
      },
      webpackChain(chain) {
        // The mini-program cannot load code on demand: dynamic imports become part of the
        // importing bundle, so lazyPage() resolves at once there.
        chain.module.set('parser', { javascript: { dynamicImportMode: 'eager' } })
        chain.module
          .rule('katex-no-fonts')
          .test(/katex[\\/]dist[\\/]katex(\.min)?\.css$/)
          .enforce('pre')
          .use('strip-font-face')
          .loader(path.resolve(__dirname, 'strip-font-face.js'))
      },
    },
    h5: {
      compile: { include: [path.resolve(__dirname, '..', 'contract')] },
      // APP_ASSET_BASE (build time): a CDN or bucket URL serving dist/h5, so every version's
      // chunks stay reachable during a rolling deploy; default: the server itself.
      publicPath: process.env.APP_ASSET_BASE ? `${process.env.APP_ASSET_BASE.replace(/\/+$/, '')}/` : '/',
      staticDirectory: 'static',
      router: {
        mode: 'hash',
        // `/` opens the canvas; its own path keeps working for links and the tab bar.
        customRoutes: { '/pages/canvas/index': ['/', '/pages/canvas/index'] },
      },
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      // Our own root-font-size code (src/lib/viewport) replaces Taro's inline script, because it
      // must also tell an embedding frame about every change.
      htmlPluginOption: { script: '' },
      // Images (the tab bar's icons) are files the browser fetches and caches, not base64 inside
      // the first route's JavaScript (limit in bytes).
      imageUrlLoaderOption: { limit: 1 },
      // View, Text, Image, Input, ScrollView, Button are plain React elements (div, span, img,
      // input) from @tarojs/components-react instead of Stencil custom elements that the browser
      // must define, upgrade and hydrate before the page shows (see README, "Measurements").
      useHtmlComponents: true,
      webpackChain(chain) {
        // Taro splits only the initial chunks, so every page chunk carried its own copy of the
        // page shell (Taro's component wrappers, definePage, nav and tab bars: 16.8 KB gzipped
        // each). One shared chunk holds it; other code several pages use is shared once too.
        const splitChunks = chain.optimization.get('splitChunks')
        chain.optimization.splitChunks({
          ...splitChunks,
          cacheGroups: {
            ...splitChunks.cacheGroups,
            pageShell: {
              name: 'page-shell',
              chunks: 'async',
              // The wrappers and the four components every page draws with; the others (picker,
              // input, …) travel with the pages that use them.
              test: /[\\/](node_modules[\\/]@tarojs[\\/]components[\\/](lib[\\/]react[\\/]|dist[\\/]components[\\/](index\d?|helper|taro-(view|text|button|image)-core)\.js)|taro-components-split[\\/](View|Text|Button|Image)\.js|src[\\/]components[\\/](page|nav-bar|tab-bar|count-badge)[\\/])/,
              minChunks: 2,
              priority: 200,
              enforce: true,
            },
            pageShared: { chunks: 'async', minChunks: 2, minSize: 8000, priority: 150, reuseExistingChunk: true },
          },
        })
        chain.plugin('inline-app-css').use(InlineAppCss, [/^css\/app\.[0-9a-f]{8}\.css$/])
        chain.resolve.alias.set(
          '@tarojs/components$',
          splitTaroComponents(path.resolve(__dirname, '..', 'node_modules/.cache/taro-components-split'), { html: true }),
        )
        // Taro's request API imports fetch and AbortController polyfills (6 KB gzipped on the
        // first route); every browser in our browserslist has both.
        // (webpack 5 reads an alias to `false` as an empty module; webpack-chain's types predate it.)
        const empty = false as unknown as string
        chain.resolve.alias.set('whatwg-fetch$', empty).set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', empty)
        // Its `jsonp` option imports jsonp-retry (2 KB gzipped on the first route); we never send one.
        chain.resolve.alias.set('jsonp-retry$', path.resolve(__dirname, 'no-jsonp.js'))
        // The router's stock tab bar (a Stencil element with Stencil's runtime) for a tab bar we
        // draw ourselves (tabBar.custom): the router imports it relatively, so it is replaced by path.
        chain
          .plugin('custom-tab-bar-only')
          .use(webpack.NormalModuleReplacementPlugin, [/@tarojs[\\/]router[\\/]dist[\\/]tabbar\.js$/, path.resolve(__dirname, 'custom-tab-bar-only.js')])
        // Taro's stylesheet embeds WeUI's icon font (3 KB gzipped) for components we never use
        // (Icon, Checkbox, Radio; our toasts have no icon).
        chain.module
          .rule('taro-no-weui-font')
          .test(/@tarojs[\\/]components[\\/]dist[\\/]taro-components[\\/]taro-components\.css$/)
          .enforce('pre')
          .use('strip-font-face')
          .loader(path.resolve(__dirname, 'strip-font-face.js'))
      },
      postcss: {
        pxtransform: { enable: true, config: { baseFontSize: 37.5, minRootSize: 1, maxRootSize: 76.7 } },
        autoprefixer: { enable: true, config: {} },
        // Taro renames tag selectors to its Stencil elements (`input` → `taro-input-core`); with
        // html components the fields are native elements, which our `input`/`textarea` rules mean.
        htmltransform: { enable: false },
      },
    },
  }
  return merge({}, baseConfig, process.env.NODE_ENV === 'development' ? devConfig : prodConfig)
})
