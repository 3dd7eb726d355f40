import { ApiError, CLIENT_CODE } from '../api-error'
import { reactToError, type ErrorEffects } from '../error-policy'

function effects() {
  const fx = {
    toast: jest.fn(),
    toLogin: jest.fn(),
    toNoAccess: jest.fn(),
    clearSession: jest.fn(),
    t: (key: string) => `t:${key}`,
  }
  return fx satisfies ErrorEffects
}

const business = (code: number, status: number, msg = '') => new ApiError('business', code, status, msg)

describe('the client half of the error catalogue (spec §8)', () => {
  it('401: toasts the server message, ends the session and opens login', () => {
    const fx = effects()
    reactToError(business(401, 401, 'Login expired'), {}, fx)
    expect(fx.toast).toHaveBeenCalledWith('Login expired')
    expect(fx.clearSession).toHaveBeenCalled()
    expect(fx.toLogin).toHaveBeenCalledWith({})
  })

  it('401 without a body (e.g. from a proxy) still goes to login, with the default text', () => {
    const fx = effects()
    reactToError(new ApiError('http', 401, 401, ''), {}, fx)
    expect(fx.toast).toHaveBeenCalledWith('t:error.notLoggedIn')
    expect(fx.toLogin).toHaveBeenCalled()
  })

  it('401003: toasts "signed in on another device" (default text when msg is empty) and opens login', () => {
    const fx = effects()
    reactToError(business(401003, 401), {}, fx)
    expect(fx.toast).toHaveBeenCalledWith('t:error.sessionReplaced')
    expect(fx.clearSession).toHaveBeenCalled()
    expect(fx.toLogin).toHaveBeenCalledWith({})
  })

  it('403: opens the no-access page without a toast', () => {
    const fx = effects()
    reactToError(business(403, 403, 'You have used all your questions'), {}, fx)
    expect(fx.toNoAccess).toHaveBeenCalled()
    expect(fx.toast).not.toHaveBeenCalled()
    expect(fx.toLogin).not.toHaveBeenCalled()
  })

  it('403004: toasts "not activated" and opens login with the invite dialog, keeping the session', () => {
    const fx = effects()
    reactToError(business(403004, 403), {}, fx)
    expect(fx.toast).toHaveBeenCalledWith('t:error.notActivated')
    expect(fx.toLogin).toHaveBeenCalledWith({ inviteDialog: true })
    expect(fx.clearSession).not.toHaveBeenCalled()
    expect(fx.toNoAccess).not.toHaveBeenCalled()
  })

  it.each([403018, 403019])('%i: is silent', (code) => {
    const fx = effects()
    reactToError(business(code, 403, 'duplicate'), {}, fx)
    expect(fx.toast).not.toHaveBeenCalled()
    expect(fx.toNoAccess).not.toHaveBeenCalled()
    expect(fx.toLogin).not.toHaveBeenCalled()
  })

  it('any other failure toasts the server message', () => {
    const fx = effects()
    reactToError(business(409001, 409, 'This phone number is already registered'), {}, fx)
    expect(fx.toast).toHaveBeenCalledWith('This phone number is already registered')
    expect(fx.toLogin).not.toHaveBeenCalled()
  })

  it('a failure without a message toasts the generic "request error"', () => {
    const fx = effects()
    reactToError(new ApiError('http', 502, 502, ''), {}, fx)
    expect(fx.toast).toHaveBeenCalledWith('t:error.request')
  })

  it('hideErrorToast silences ordinary failures but never the session rows', () => {
    const fx = effects()
    reactToError(business(400001, 400, 'Invalid value for phone'), { hideErrorToast: true }, fx)
    expect(fx.toast).not.toHaveBeenCalled()
    reactToError(business(401, 401, 'Not logged in'), { hideErrorToast: true }, fx)
    expect(fx.toast).toHaveBeenCalledWith('Not logged in')
    expect(fx.toLogin).toHaveBeenCalled()
  })

  it('network failure toasts "network error, try another network"', () => {
    const fx = effects()
    reactToError(new ApiError('network', CLIENT_CODE.NETWORK, 0, 'request:fail'), {}, fx)
    expect(fx.toast).toHaveBeenCalledWith('t:error.network')
  })

  it('time-out toasts its own message; abort is silent', () => {
    const fx = effects()
    reactToError(new ApiError('timeout', CLIENT_CODE.TIMEOUT, 0, 'request:fail timeout'), {}, fx)
    expect(fx.toast).toHaveBeenCalledWith('t:error.timeout')
    fx.toast.mockClear()
    reactToError(new ApiError('abort', CLIENT_CODE.ABORT, 0, 'request:fail abort'), {}, fx)
    expect(fx.toast).not.toHaveBeenCalled()
  })
})
