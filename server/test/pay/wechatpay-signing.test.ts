import { sign, verify } from 'node:crypto'
import { authorizationHeader, jsapiPaySign, requestMessage } from '../../src/providers/pay/wechatpay/signing'
import { wechatTime } from '../../src/providers/pay/wechatpay/time'
import { TEST_MCHID, TEST_MERCHANT_SERIAL, wechatPayTestKeys } from '../fixtures/wechatpay-keys'

// Expected values are built here by hand, straight from WeChat Pay's "signature generation" page:
// five lines, each ending in \n, signed with SHA256-RSA (PKCS#1 v1.5) and base64-encoded.
// RSA PKCS#1 v1.5 is deterministic, so the exact signature can be compared, not just verified.
const keys = wechatPayTestKeys()
const signer = { mchid: TEST_MCHID, serialNo: TEST_MERCHANT_SERIAL, privateKey: keys.merchant.privateKey }
const expectedSignature = (message: string) => sign('sha256', Buffer.from(message, 'utf8'), keys.merchant.privateKey).toString('base64')

describe('WeChat Pay request signing', () => {
  it('signs a POST over method, path, timestamp, nonce and body, each line ending in \\n', () => {
    const body = '{"appid":"wxd678efh567hg6787","mchid":"1900009191","description":"月度会员","amount":{"total":1990,"currency":"CNY"}}'
    const header = authorizationHeader(signer, {
      method: 'POST',
      urlPath: '/v3/pay/transactions/jsapi',
      body,
      timestamp: '1554208460',
      nonce: '593BEC0C930BF1AFEB40B4A08C8FB242',
    })
    const message = 'POST\n/v3/pay/transactions/jsapi\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n' + body + '\n'
    expect(header).toBe(
      'WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",' +
        `signature="${expectedSignature(message)}",timestamp="1554208460",serial_no="${TEST_MERCHANT_SERIAL}"`,
    )
  })

  it('signs a GET with its query string and an empty body line', () => {
    const urlPath = '/v3/pay/transactions/out-trade-no/VIP20261122000001?mchid=1900009191'
    const header = authorizationHeader(signer, { method: 'GET', urlPath, body: '', timestamp: '1554208460', nonce: 'N1' })
    const signature = /signature="([^"]+)"/.exec(header)![1]
    const message = `GET\n${urlPath}\n1554208460\nN1\n\n`
    expect(signature).toBe(expectedSignature(message))
    expect(verify('sha256', Buffer.from(message), keys.merchant.publicKey, Buffer.from(signature, 'base64'))).toBe(true)
  })

  it('signs UTF-8 bytes, so Chinese descriptions verify', () => {
    const message = requestMessage('POST', '/v3/refund/domestic/refunds', '1', 'n', '{"reason":"学生申请退款"}')
    expect(message).toBe('POST\n/v3/refund/domestic/refunds\n1\nn\n{"reason":"学生申请退款"}\n')
  })

  it('makes paySign over appId, timeStamp, nonceStr and package', () => {
    const params = {
      appId: 'wxd678efh567hg6787',
      timeStamp: '1414561699',
      nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
      package: 'prepay_id=wx201410272009395522657a690389285100',
    }
    const message =
      'wxd678efh567hg6787\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100\n'
    expect(jsapiPaySign(keys.merchant.privateKey, params)).toBe(expectedSignature(message))
  })
})

describe('WeChat Pay times', () => {
  it('writes RFC 3339 in Beijing time without fractions', () => {
    expect(wechatTime(new Date('2026-11-22T14:07:53.789Z'))).toBe('2026-11-22T22:07:53+08:00')
    expect(wechatTime(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01T04:00:00+08:00')
  })
})
