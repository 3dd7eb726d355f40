import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { StreamEvent } from '@contract/chat'
import { JPEG, upload } from '../fixtures/images'
import { openStream, replyOf } from '../tutor/tutor-setup'
import { activate, call, newClientIp, signInOn } from './support/client'
import { restartInstance } from './support/cluster'
import { waitFor } from './support/processes'
import { readState, updateInstancePid, type ScaleOutState } from './support/state'

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]

// Replies are written by the instance that took the question; students follow them from any.
describe('scale-out: questions and live replies across instances', () => {
  let s: ScaleOutState
  beforeAll(() => {
    s = readState()
  })
  const [a, b] = [0, 1].map((i) => () => s.instances[i])

  async function student() {
    const ip = newClientIp()
    const who = await signInOn(a(), ip)
    await activate(s.databaseUrl, who.userId)
    const headers = { ...who.headers, 'x-forwarded-for': ip, 'accept-language': 'en', platform: 'h5' }
    const chat = await call(a().url, '/api/v1/mugchat/create-chat', { ip, headers: who.headers })
    return { ...who, ip, headers, chatId: chat.body.data.chat_id as string }
  }

  it('answers through B a photo question uploaded through A, with the photo', async () => {
    const me = await student()
    const sent = await upload(a().url, me.headers, JPEG)
    expect(sent.status).toBe(200)
    const imageId = sent.body.data!.image_id
    // In the shared bucket, not on A's disk.
    expect(fs.readdirSync(path.join(s.dir, 'data-a'))).not.toContain('uploads')
    const stream = await openStream(b().url, '/api/v1/chat/message', { headers: me.headers, body: { chat_id: me.chatId, content: 'What is this?', image_id: imageId } })
    expect(stream.status).toBe(200)
    const { end } = replyOf(await stream.rest())
    // The fake model answers with the hash of the image it was sent: B read A's upload.
    expect(end).toMatchObject({ status: 'done', content: `photo sha256 ${createHash('sha256').update(JPEG).digest('hex')}` })
    const photo = await fetch(`${b().url}/api/v1/chat/image?image_id=${imageId}`, { headers: me.headers })
    expect(photo.status).toBe(200)
    expect(Buffer.from(await photo.arrayBuffer()).equals(JPEG)).toBe(true)
  }, 60_000)

  it('streams through B a reply written on A as it is written: one delta per word, ~60 ms apart', async () => {
    const me = await student()
    const onA = await openStream(a().url, '/api/v1/chat/message', { headers: me.headers, body: { chat_id: me.chatId, content: 'slow 40 words every 60 ms' } })
    const meta = await onA.next()
    if (meta?.event !== 'meta') throw new Error('no meta')
    const id = meta.data.reply.message_id
    const onB = await openStream(b().url, `/api/v1/chat/message/stream?message_id=${id}`, { method: 'GET', headers: me.headers })
    const arrivals: number[] = []
    const events: StreamEvent[] = []
    for (let e = await onB.next(); e; e = await onB.next()) {
      events.push(e)
      if (e.event === 'delta') arrivals.push(performance.now())
    }
    await onA.rest()
    const { text, end, meta: joined } = replyOf(events)
    const words = Array.from({ length: 40 }, (_, i) => `w${i} `).join('')
    expect(joined!.reply.content + text).toBe(words)
    expect(end).toMatchObject({ status: 'done', content: words })
    const gaps = arrivals.slice(1).map((t, i) => t - arrivals[i])
    // Polling the database every 500 ms (before) gave a few batches ~500 ms apart.
    expect(arrivals.length).toBeGreaterThanOrEqual(25)
    expect(median(gaps)).toBeLessThan(200)
    console.log(`live reply through the other instance: ${arrivals.length} deltas, median gap ${median(gaps).toFixed(0)} ms (written every 60 ms)`)
  }, 60_000)

  it('recovers through A when B dies while the student follows a reply through it', async () => {
    const me = await student()
    const onA = await openStream(a().url, '/api/v1/chat/message', { headers: me.headers, body: { chat_id: me.chatId, content: 'slow 60 words every 50 ms' } })
    const meta = await onA.next()
    if (meta?.event !== 'meta') throw new Error('no meta')
    const id = meta.data.reply.message_id
    const onB = await openStream(b().url, `/api/v1/chat/message/stream?message_id=${id}`, { method: 'GET', headers: me.headers })
    let before = ''
    for (let e = await onB.next(); e && before.split(' ').length < 10; e = await onB.next()) if (e.event === 'delta') before += e.data.text
    process.kill(b().pid, 'SIGKILL')
    // The student's connection drops; the app reconnects through the load balancer, which
    // retries the request on A once B no longer answers.
    const rest: StreamEvent[] = []
    for (let e = await onB.next().catch(() => null); e; e = await onB.next().catch(() => null)) rest.push(e)
    expect(rest.some((e) => e.event === 'end')).toBe(false)
    const again = await waitFor('the stream again through the load balancer', async () => {
      const stream = await openStream(s.lb, `/api/v1/chat/message/stream?message_id=${id}`, { method: 'GET', headers: me.headers })
      return stream.status === 200 ? stream : undefined
    }, 20_000)
    const events = await again.rest()
    const { text, end, meta: resumed } = replyOf(events)
    const words = Array.from({ length: 60 }, (_, i) => `w${i} `).join('')
    expect(resumed!.reply.content + text).toBe(words)
    expect(end).toMatchObject({ status: 'done', content: words })
    expect(words.startsWith(before)).toBe(true)
    await onA.rest()
    // B comes back and takes traffic again.
    const child = await restartInstance(b())
    updateInstancePid('b', child.pid!)
    await waitFor('HAProxy to send traffic to B again', async () => {
      const served = new Set<string>()
      for (let i = 0; i < 4; i++) served.add((await call(s.lb, '/api/health/live', { ip: me.ip })).headers.get('x-served-by') ?? '')
      return served.has('b')
    }, 30_000)
  }, 120_000)
})
