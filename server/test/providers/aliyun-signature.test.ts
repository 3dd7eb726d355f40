import { createHash, createHmac } from 'node:crypto'
import { AliyunSmsProvider } from '../../src/providers/sms/aliyun'
import { percentEncode, signAcs3 } from '../../src/providers/sms/aliyun-signature'
import { captureLog } from '../fixtures/capture-log'
import { sendJson, startLocalServer, type ReceivedRequest } from '../fixtures/http-server'

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex')
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

describe('Aliyun ACS3-HMAC-SHA256 signature', () => {
  it('reproduces the worked example of the V3 signature documentation', () => {
    // "Request syntax and signature method V3": RunInstances on ecs.cn-shanghai with an empty body.
    const signed = signAcs3({
      method: 'POST',
      host: 'ecs.cn-shanghai.aliyuncs.com',
      path: '/',
      query: { ImageId: 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd', RegionId: 'cn-shanghai' },
      headers: {
        'x-acs-action': 'RunInstances',
        'x-acs-version': '2014-05-26',
        'x-acs-date': '2023-10-26T10:22:32Z',
        'x-acs-signature-nonce': '3156853299f313e23d1673dc12e1703d',
      },
      body: '',
      accessKeyId: 'YourAccessKeyId',
      accessKeySecret: 'YourAccessKeySecret',
    })
    expect(sha256(signed.canonicalRequest)).toBe('7ea06492da5221eba5297e897ce16e55f964061054b7695beedaac1145b1e259')
    expect(signed.signature).toBe('06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0')
    expect(signed.headers.authorization).toBe(
      'ACS3-HMAC-SHA256 Credential=YourAccessKeyId,' +
        'SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,' +
        'Signature=06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0',
    )
  })

  it('percent-encodes as RFC 3986 asks (space %20, * %2A, ~ kept, UTF-8 bytes)', () => {
    expect(percentEncode("a b*c~d!e'f(g)h")).toBe('a%20b%2Ac~d%21e%27f%28g%29h')
    expect(percentEncode('学习助手')).toBe('%E5%AD%A6%E4%B9%A0%E5%8A%A9%E6%89%8B')
    expect(percentEncode('{"code":"1"}')).toBe('%7B%22code%22%3A%221%22%7D')
  })

  it('sends SendSms with the signature computed by hand from the documented algorithm', async () => {
    let received: ReceivedRequest | undefined
    const server = await startLocalServer((req, res) => {
      received = req
      sendJson(res, 200, { Code: 'OK', Message: 'OK', RequestId: 'R1', BizId: 'B1' })
    })
    const host = new URL(server.url).host
    const provider = new AliyunSmsProvider(
      {
        accessKeyId: 'LTAI-test-id',
        accessKeySecret: 'test-secret',
        signName: '学习助手',
        templateCode: 'SMS_100000001',
        endpoint: server.url,
        timeoutMs: 2000,
        now: () => new Date('2026-11-22T08:00:00.123Z'),
        nonce: () => 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
      },
      captureLog().log,
    )
    try {
      await provider.sendCode({ phone: '+8613800000000', code: '123456', lang: 'zh-Hans', ttlMinutes: 5 })
    } finally {
      await server.close()
    }

    // Step 1: the canonical request, written out by hand.
    const query =
      'PhoneNumbers=13800000000&SignName=%E5%AD%A6%E4%B9%A0%E5%8A%A9%E6%89%8B' +
      '&TemplateCode=SMS_100000001&TemplateParam=%7B%22code%22%3A%22123456%22%7D'
    const canonical = [
      'POST',
      '/',
      query,
      `host:${host}\n` +
        'x-acs-action:SendSms\n' +
        `x-acs-content-sha256:${EMPTY_SHA256}\n` +
        'x-acs-date:2026-11-22T08:00:00Z\n' +
        'x-acs-signature-nonce:f0e1d2c3b4a5968778695a4b3c2d1e0f\n' +
        'x-acs-version:2017-05-25\n',
      'host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version',
      EMPTY_SHA256,
    ].join('\n')
    // Step 2: the string to sign. Step 3: lower-case hex HMAC-SHA256 with the AccessKey secret.
    const stringToSign = `ACS3-HMAC-SHA256\n${sha256(canonical)}`
    const signature = createHmac('sha256', 'test-secret').update(stringToSign).digest('hex')

    expect(received).toBeDefined()
    expect(received!.method).toBe('POST')
    expect(received!.url).toBe(`/?${query}`)
    expect(received!.body).toBe('')
    expect(received!.headers).toMatchObject({
      host,
      'x-acs-action': 'SendSms',
      'x-acs-version': '2017-05-25',
      'x-acs-date': '2026-11-22T08:00:00Z',
      'x-acs-signature-nonce': 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
      'x-acs-content-sha256': EMPTY_SHA256,
      authorization:
        'ACS3-HMAC-SHA256 Credential=LTAI-test-id,' +
        'SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,' +
        `Signature=${signature}`,
    })
  })
})
