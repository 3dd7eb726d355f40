import Taro from '@tarojs/taro'
import { updateGate } from '@/lib/update-gate'
import { useAppStore } from '@/shared/app-state'
import { dismiss } from '../dismissal'
import { offerUpgrade } from '../version-check'

/** What app/start says about versions. */
const versions = (latest: number, min = 0) => ({
  check_version: 0,
  latest_version: '1.0.30',
  latest_version_code: latest,
  min_version_code: min,
  release_notes: 'Faster answers',
  download_url: '',
})

beforeEach(() => {
  updateGate.reset()
  // The first page is on screen (the popup waits for it).
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}] as never)
})

describe('the version check at app start', () => {
  it('opens the upgrade popup over the current page when a newer version exists', async () => {
    await offerUpgrade(versions(1030))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/upgrade/index' })
    expect(useAppStore.getState().checkVersion?.release_notes).toBe('Faster answers')
    expect(updateGate.lockedTo()).toBeNull()
  })

  it('does not nag after "later"', async () => {
    dismiss(1030)
    await offerUpgrade(versions(1030))
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('locks the app to the upgrade page for a forced update', async () => {
    await offerUpgrade(versions(1030, 1028))
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/upgrade/index?force=1' })
    expect(updateGate.lockedTo()).toBe('pages/upgrade/index')
  })

  it('stays quiet on the latest version', async () => {
    await offerUpgrade(versions(1027))
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    expect(Taro.reLaunch).not.toHaveBeenCalled()
  })
})
