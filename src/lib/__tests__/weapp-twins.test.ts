import fs from 'node:fs'
import path from 'node:path'
import Taro from '@tarojs/taro'
import { go } from '../navigation'
import { addToPhoneCalendar, CAN_ADD_TO_PHONE_CALENDAR, CAN_DOWNLOAD_ICS, downloadIcs } from '../calendar.weapp'
import { launchPayment, preferredPayChannel } from '../payment.weapp'
import { saveImageToAlbum } from '../save-image.weapp'
import { CHECKED_TWINS } from '../twins'

/**
 * jest resolves each `src/lib/x.ts` to its H5 twin, so the mini-program twins run here directly,
 * against WeChat's APIs as the Taro object exposes them (mocked with WeChat's answer shapes:
 * `errMsg` on failure, seconds for calendar times).
 */
jest.mock('../navigation', () => ({ go: jest.fn() }))

const wx = Taro as unknown as Record<string, unknown>
const mock = (name: string) => {
  const fn = jest.fn()
  wx[name] = fn
  return fn
}

describe('the twins list', () => {
  it('names every twin in src/lib, so none skips the same-API check of twins.ts', () => {
    const dir = path.join(__dirname, '..')
    const onDisk = fs.readdirSync(dir).filter((f) => /\.weapp\.tsx?$/.test(f)).map((f) => f.replace(/\.weapp\.tsx?$/, ''))
    expect([...CHECKED_TWINS].sort()).toEqual(onDisk.sort())
    for (const name of onDisk) expect(fs.readdirSync(dir).some((f) => f === `${name}.h5.ts` || f === `${name}.h5.tsx`)).toBe(true)
  })
})

describe('payment, mini-program twin', () => {
  const params = { appId: 'wx1', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA' as const, paySign: 's' }
  const back = { path: 'pages/vip/index', query: {} }

  it('pays with wx.requestPayment', async () => {
    expect(preferredPayChannel()).toBe('jsapi')
    const request = mock('requestPayment').mockResolvedValue({ errMsg: 'requestPayment:ok' })
    await expect(launchPayment({ kind: 'jsapi', params }, back)).resolves.toBe('paid')
    expect(request).toHaveBeenCalledWith({ ...params, signType: 'RSA' })
  })

  it('tells a cancel from a failure', async () => {
    mock('requestPayment').mockRejectedValueOnce({ errMsg: 'requestPayment:fail cancel' })
    await expect(launchPayment({ kind: 'jsapi', params }, back)).resolves.toBe('cancelled')
    mock('requestPayment').mockRejectedValueOnce({ errMsg: 'requestPayment:fail (detail message)' })
    await expect(launchPayment({ kind: 'jsapi', params }, back)).resolves.toBe('failed')
  })

  it('opens the sandbox checkout in the web-view page', async () => {
    const start = { kind: 'sandbox' as const, checkout_url: '/sandbox/checkout?o=1', code_url: 'x', qr_code: 'y' }
    await expect(launchPayment(start, back)).resolves.toBe('left')
    expect(go).toHaveBeenCalledWith('pages/webview/index', { url: '/sandbox/checkout?o=1' })
  })

  it('cannot pay a browser-only kind', async () => {
    await expect(launchPayment({ kind: 'h5', h5_url: 'https://pay.example/x' }, back)).resolves.toBe('failed')
  })
})

describe('phone calendar, mini-program twin', () => {
  const event = {
    title: 'Maths exam',
    start: '2026-12-01T01:00:00.000Z',
    end: '2026-12-01T03:00:00.000Z',
    allDay: false,
    location: 'Room 2',
    note: 'Bring a ruler',
    reminderMin: 60,
    repeat: null,
  }

  it('adds to the phone calendar, not an .ics file', () => {
    expect(CAN_ADD_TO_PHONE_CALENDAR).toBe(true)
    expect(CAN_DOWNLOAD_ICS).toBe(false)
    expect(downloadIcs('a.ics', 'x')).toBe(false)
  })

  it('gives WeChat times in seconds and the reminder as an alarm offset', async () => {
    const add = mock('addPhoneCalendar').mockResolvedValue({ errMsg: 'addPhoneCalendar:ok' })
    await expect(addToPhoneCalendar(event)).resolves.toBe(true)
    expect(add).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Maths exam', startTime: 1796086800, endTime: 1796094000, alarm: true, alarmOffset: 3600, location: 'Room 2', description: 'Bring a ruler' }),
    )
  })

  it('adds a weekly series as a repeating event until its end', async () => {
    const add = mock('addPhoneRepeatCalendar').mockResolvedValue({ errMsg: 'addPhoneRepeatCalendar:ok' })
    await expect(addToPhoneCalendar({ ...event, reminderMin: null, repeat: { every: 'week', until: '2027-01-01T00:00:00.000Z' } })).resolves.toBe(true)
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ repeatInterval: 'week', repeatEndTime: 1798761600, alarm: false }))
  })

  it('answers false when the student refuses the permission', async () => {
    mock('addPhoneCalendar').mockRejectedValue({ errMsg: 'addPhoneCalendar:fail auth deny' })
    await expect(addToPhoneCalendar(event)).resolves.toBe(false)
  })
})

describe('save to album, mini-program twin', () => {
  const writeFileSync = jest.fn()
  beforeEach(() => {
    writeFileSync.mockReset()
    wx.getFileSystemManager = () => ({ writeFileSync })
    wx.env = { USER_DATA_PATH: 'wxfile://usr' }
  })

  it('writes the picture to a file and saves it', async () => {
    const save = mock('saveImageToPhotosAlbum').mockResolvedValue({ errMsg: 'saveImageToPhotosAlbum:ok' })
    await expect(saveImageToAlbum('data:image/png;base64,iVBORw0KGgo=', 'invite')).resolves.toBe('saved')
    const [file, data, encoding] = writeFileSync.mock.calls[0] as [string, string, string]
    expect(file).toMatch(/^wxfile:\/\/usr\/invite-\d+\.png$/)
    expect([data, encoding]).toEqual(['iVBORw0KGgo=', 'base64'])
    expect(save).toHaveBeenCalledWith({ filePath: file })
  })

  it('sends a student who refused the album to the settings page', async () => {
    mock('saveImageToPhotosAlbum').mockRejectedValue({ errMsg: 'saveImageToPhotosAlbum:fail auth deny' })
    const openSetting = mock('openSetting').mockResolvedValue({})
    await expect(saveImageToAlbum('data:image/png;base64,AAAA', 'invite')).resolves.toBe('denied')
    expect(openSetting).toHaveBeenCalled()
  })

  it('reports any other failure as failed', async () => {
    mock('saveImageToPhotosAlbum').mockRejectedValue({ errMsg: 'saveImageToPhotosAlbum:fail disk full' })
    const openSetting = mock('openSetting')
    await expect(saveImageToAlbum('data:image/png;base64,AAAA', 'invite')).resolves.toBe('failed')
    expect(openSetting).not.toHaveBeenCalled()
  })
})
