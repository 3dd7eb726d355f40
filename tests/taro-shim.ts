// In H5 builds Taro aliases @tarojs/taro to @tarojs/taro-h5 (every API on the default export)
// and adds the React page hooks; jest gets the same here.
import * as h5 from '@tarojs/taro-h5'
import * as hooks from '@tarojs/plugin-framework-react/dist/runtime'

const Taro = { ...(h5 as { default?: object }).default, ...h5, ...hooks } as Record<string, unknown>
delete Taro.default

export * from '@tarojs/taro-h5'
export {
  useDidHide,
  useDidShow,
  useLaunch,
  useLoad,
  useReady,
  useRouter,
  useUnload,
  usePullDownRefresh,
  useReachBottom,
  usePageScroll,
  useShareAppMessage,
} from '@tarojs/plugin-framework-react/dist/runtime'
export default Taro
