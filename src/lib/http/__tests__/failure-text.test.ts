import { ApiError, CLIENT_CODE, failureText } from '../api-error'

describe('failureText', () => {
  it('says what the server said', () => {
    expect(failureText(new ApiError('business', 400101, 200, 'Wrong code'), 'Request failed')).toBe('Wrong code')
  })

  it('says what the request layer said about a network failure', () => {
    expect(failureText(new ApiError('network', CLIENT_CODE.NETWORK, 0, 'No network'), 'Request failed')).toBe('No network')
  })

  it('falls back when the failure has no message or is not a request failure', () => {
    expect(failureText(new ApiError('http', 502, 502, ''), 'Request failed')).toBe('Request failed')
    expect(failureText(new TypeError('x is undefined'), 'Request failed')).toBe('Request failed')
  })
})
