import Taro from '@tarojs/taro'
import { updateGate } from '@/lib/update-gate'
import { useAppStore } from '../../app-start/store'
import { dismiss } from '../dismissal'
import { runVersionCheck } from '../version-check'

function answer(latest: number, min = 0) {
  jest.spyOn(Taro, 'request').mockImplementation((() =>
    Promise.resolve({
      check_version: 0,
      latest_version: '1.0.30',
      latest_version_code: latest,
      min_version_code: min,
      release_notes: 'Faster answers',
      download_url: '',
    })) as never)
}

beforeEach(() => {
  updateGate.reset()
  // The first page is on screen (the popup waits for it).
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}] as never)
})

describe('the version check at app start', () => {
  it('opens the upgrade popup over the current page when a newer version exists', async () => {
    answer(1030)
    await runVersionCheck()
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/upgrade/index' })
    expect(useAppStore.getState().checkVersion?.release_notes).toBe('Faster answers')
    expect(updateGate.lockedTo()).toBeNull()
  })

  it('does not nag after "later"', async () => {
    answer(1030)
    dismiss(1030)
    await runVersionCheck()
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('locks the app to the upgrade page for a forced update', async () => {
    answer(1030, 1028)
    await runVersionCheck()
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/upgrade/index?force=1' })
    expect(updateGate.lockedTo()).toBe('pages/upgrade/index')
  })

  it('stays quiet on the latest version', async () => {
    answer(1027)
    await runVersionCheck()
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    expect(Taro.reLaunch).not.toHaveBeenCalled()
  })
})
