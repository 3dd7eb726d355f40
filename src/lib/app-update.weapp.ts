import Taro from '@tarojs/taro'

/**
 * "Update" in the mini-program: WeChat downloads new versions itself; restart into it as soon as
 * it is ready.
 */
export function applyAppUpdate(_downloadUrl: string): void {
  const manager = Taro.getUpdateManager()
  manager.onUpdateReady(() => manager.applyUpdate())
  manager.onUpdateFailed(() => void Taro.showToast({ title: 'update failed', icon: 'none' }))
}
