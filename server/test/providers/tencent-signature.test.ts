import { createHash, createHmac } from 'node:crypto'
import { TencentSmsProvider } from '../../src/providers/sms/tencent'
import { signTc3, tc3CanonicalRequest, tc3Signature, tc3SigningKey } from '../../src/providers/sms/tencent-signature'
import { captureLog } from '../fixtures/capture-log'
import { sendJson, startLocalServer, type ReceivedRequest } from '../fixtures/http-server'

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex')
const hmac = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s, 'utf8').digest()

describe('Tencent Cloud TC3-HMAC-SHA256 signature', () => {
  // "Signature v3" worked example: CVM DescribeInstances, 2019-02-25. The escapes are literal bytes of the body.
  const payload = '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}'

  it('reproduces the canonical request and string to sign of the documented example', () => {
    expect(sha256(payload)).toBe('35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064')
    const canonical = tc3CanonicalRequest({ host: 'cvm.tencentcloudapi.com', action: 'DescribeInstances', payload })
    expect(canonical).toBe(
      'POST\n/\n\n' +
        'content-type:application/json; charset=utf-8\nhost:cvm.tencentcloudapi.com\nx-tc-action:describeinstances\n\n' +
        'content-type;host;x-tc-action\n' +
        '35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
    )
    expect(sha256(canonical)).toBe('7019a55be8395899b900fb5564e4200d984910f34794a27cb3fb7d10ff6a1e84')
    const signed = signTc3({
      host: 'cvm.tencentcloudapi.com',
      service: 'cvm',
      action: 'DescribeInstances',
      timestamp: 1551113065,
      payload,
      secretId: 'AKIDEXAMPLE',
      secretKey: 'unused-here',
    })
    expect(signed.stringToSign).toBe(
      'TC3-HMAC-SHA256\n1551113065\n2019-02-25/cvm/tc3_request\n7019a55be8395899b900fb5564e4200d984910f34794a27cb3fb7d10ff6a1e84',
    )
  })

  it('reproduces the documented signature from the documented signing key', () => {
    // The docs mask the example SecretKey but publish the derived SecretSigning and the signature.
    const signingKey = Buffer.from('b596b923aad85185e2d1f6659d2a062e0a86731226e021e61bfe06f7ed05f5af', 'hex')
    const stringToSign =
      'TC3-HMAC-SHA256\n1551113065\n2019-02-25/cvm/tc3_request\n7019a55be8395899b900fb5564e4200d984910f34794a27cb3fb7d10ff6a1e84'
    expect(tc3Signature(signingKey, stringToSign)).toBe('10b1a37a7301a02ca19a647ad722d5e43b4b3cff309d421d85b46093f6ab6c4f')
  })

  it('derives the signing key through date, service and tc3_request', () => {
    const byHand = hmac(hmac(hmac('TC3my-secret', '2026-11-22'), 'sms'), 'tc3_request')
    expect(tc3SigningKey('my-secret', '2026-11-22', 'sms').equals(byHand)).toBe(true)
  })

  it('sends SendSms with the signature computed by hand from the documented algorithm', async () => {
    let received: ReceivedRequest | undefined
    const server = await startLocalServer((req, res) => {
      received = req
      sendJson(res, 200, { Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success' }], RequestId: 'r' } })
    })
    const host = new URL(server.url).host
    const provider = new TencentSmsProvider(
      {
        secretId: 'AKID-test',
        secretKey: 'tencent-secret',
        sdkAppId: '1400006666',
        signName: '学习助手',
        templateId: '1110',
        templateParams: 'code,minutes',
        region: 'ap-guangzhou',
        endpoint: server.url,
        timeoutMs: 2000,
        now: () => new Date('2026-11-22T23:59:59.900Z'),
      },
      captureLog().log,
    )
    try {
      await provider.sendCode({ phone: '+8613800000000', code: '654321', lang: 'en', ttlMinutes: 5 })
    } finally {
      await server.close()
    }

    const body =
      '{"PhoneNumberSet":["+8613800000000"],"SmsSdkAppId":"1400006666","SignName":"学习助手","TemplateId":"1110","TemplateParamSet":["654321","5"]}'
    const timestamp = 1795391999 // 2026-11-22T23:59:59Z: the scope takes that UTC date, not the next day.
    const canonical =
      'POST\n/\n\n' +
      `content-type:application/json; charset=utf-8\nhost:${host}\nx-tc-action:sendsms\n\n` +
      `content-type;host;x-tc-action\n${sha256(body)}`
    const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n2026-11-22/sms/tc3_request\n${sha256(canonical)}`
    const key = hmac(hmac(hmac('TC3tencent-secret', '2026-11-22'), 'sms'), 'tc3_request')
    const signature = hmac(key, stringToSign).toString('hex')

    expect(received!.body).toBe(body)
    expect(received!.headers).toMatchObject({
      host,
      'content-type': 'application/json; charset=utf-8',
      'x-tc-action': 'SendSms',
      'x-tc-version': '2021-01-11',
      'x-tc-region': 'ap-guangzhou',
      'x-tc-timestamp': String(timestamp),
      authorization: `TC3-HMAC-SHA256 Credential=AKID-test/2026-11-22/sms/tc3_request, SignedHeaders=content-type;host;x-tc-action, Signature=${signature}`,
    })
  })
})
