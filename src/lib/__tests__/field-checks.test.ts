import { initI18n, setLanguage } from '@/lib/i18n'
import { checkActivationCode, checkNewAccount, checkNewPassword, checkPhone, checkRepeat, checkSmsCode, firstProblem } from '../field-checks'

beforeAll(() => initI18n('en'))
afterEach(() => setLanguage('en'))

describe('field checks', () => {
  it('accepts mainland and international phone numbers, and says what a wrong one needs', () => {
    expect(checkPhone('13800138000')).toBeNull()
    expect(checkPhone('138 0013 8000')).toBeNull()
    expect(checkPhone('+852 9123 4567')).toBeNull()
    expect(checkPhone('')).toBe('Enter your phone number first')
    expect(checkPhone('12')).toMatch(/11-digit mobile number/)
    expect(checkPhone('+8612345678901')).toMatch(/11-digit/) // +86 must be a mainland mobile
  })

  it('wants the whole SMS code, digits only', () => {
    expect(checkSmsCode('123456')).toBeNull()
    expect(checkSmsCode('')).toBe('Enter the code we sent you first')
    expect(checkSmsCode('12345')).toBe('The code has 6 digits')
    expect(checkSmsCode('12a456')).toBe('The code has 6 digits')
  })

  it('names the password and account rules in words', () => {
    expect(checkNewPassword('short')).toBe('Use at least 8 characters')
    expect(checkNewPassword('x'.repeat(129))).toBe('Use at most 128 characters')
    expect(checkNewPassword('maple-river-42')).toBeNull()
    expect(checkRepeat('maple-river-42', 'maple-river-43')).toBe('The two passwords differ')
    expect(checkNewAccount('9lives')).toMatch(/Start with a letter/)
    expect(checkNewAccount('lin_2027')).toBeNull()
  })

  it('takes an invitation code or an exchange code, with or without dashes', () => {
    expect(checkActivationCode('abcd234567')).toBeNull()
    expect(checkActivationCode('ABCD-EFGH-JKMN')).toBeNull()
    expect(checkActivationCode('ABC')).toMatch(/10 letters or digits/)
    expect(checkActivationCode('ABCDEFGHJ1')).toMatch(/10 letters/) // 1 is not in the alphabet (no 1/I confusion)
  })

  it('speaks the student language, in its register', async () => {
    await setLanguage('fr')
    expect(checkSmsCode('')).toBe('Saisis d’abord le code reçu par SMS')
    await setLanguage('zh-Hans')
    expect(checkNewPassword('abc')).toBe('密码至少 8 位')
  })

  it('reports the first problem in the order of the fields', () => {
    expect(firstProblem(null, 'b', 'c')).toBe('b')
    expect(firstProblem(null, null)).toBeNull()
  })
})
