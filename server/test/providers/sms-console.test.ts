import { ConsoleSmsProvider } from '../../src/providers/sms'
import { captureLog } from '../fixtures/capture-log'

describe('console SMS provider', () => {
  it('prints the code with a masked number, as a newcomer reads it in the server log', async () => {
    const captured = captureLog()
    await new ConsoleSmsProvider(captured.log).sendCode({ phone: '+8613800000000', code: '123456', lang: 'en', ttlMinutes: 5 })
    expect(captured.entries()).toEqual([
      expect.objectContaining({ level: 30, msg: 'SMS code for +86138****0000: 123456 (valid 5 min)' }),
    ])
    expect(captured.text()).not.toContain('13800000000')
  })

  it('answers lastCodeFor with the newest code sent to that number', async () => {
    const sms = new ConsoleSmsProvider(captureLog().log)
    await sms.sendCode({ phone: '+8613800000001', code: '111111', lang: 'en', ttlMinutes: 5 })
    await sms.sendCode({ phone: '+8613800000002', code: '222222', lang: 'en', ttlMinutes: 5 })
    await sms.sendCode({ phone: '+8613800000001', code: '333333', lang: 'en', ttlMinutes: 5 })
    expect(sms.lastCodeFor('+8613800000001')).toBe('333333')
    expect(sms.lastCodeFor('+8613800000002')).toBe('222222')
    expect(sms.lastCodeFor('+8613800000003')).toBeUndefined()
  })

  it('remembers only the last 50 codes', async () => {
    const sms = new ConsoleSmsProvider(captureLog().log)
    for (let i = 0; i < 51; i++) {
      await sms.sendCode({ phone: `+86138000001${String(i).padStart(2, '0')}`, code: String(100000 + i), lang: 'en', ttlMinutes: 5 })
    }
    expect(sms.lastCodeFor('+8613800000100')).toBeUndefined()
    expect(sms.lastCodeFor('+8613800000101')).toBe('100001')
    expect(sms.lastCodeFor('+8613800000150')).toBe('100050')
  })
})
