import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { openDatabase } from '../server/src/db/database'
import { startFakeOpenAI, type FakeOpenAI } from '../server/test/fixtures/fake-openai'
import { PNG_PHOTO } from './support/photo'
import { launchBrowser, openPhone, signedInStorage } from './support/browser'
import { seedStudent } from './support/seed'
import { startServer, stopServer, type RunningServer } from './support/server-process'

const SHOTS = path.resolve(__dirname, 'artifacts/screenshots/tutor')

const HINT = {
  'zh-Hans': '先想一想：\\(x^2-5x+6=0\\) 可以写成两个一次式的乘积吗？\n\n\\[(x-a)(x-b)=x^2-(a+b)x+ab\\]\n\n哪两个数相乘得 **6**、相加得 **5**？试试看！',
  en: 'Think first: can \\(x^2-5x+6=0\\) be written as a product?\n\n\\[(x-a)(x-b)=x^2-(a+b)x+ab\\]\n\nWhich two numbers multiply to **6** and add to **5**? Try it!',
}
const SOLUTION = 'Factor:\n\n| step | result |\n|---|---|\n| factor | \\((x-2)(x-3)=0\\) |\n\nSo \\(\\boxed{x=2 \\text{ or } x=3}\\)'

describe('the tutor on the canvas home (H5, Chromium)', () => {
  let fake: FakeOpenAI
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    server = await startServer({ LLM_BASE_URL: fake.baseURL, LLM_MODEL: 'fake-chat', LLM_MAX_RETRIES: '0' })
    browser = await launchBrowser()
    fs.mkdirSync(SHOTS, { recursive: true })
  })
  afterAll(async () => {
    await browser?.close()
    if (server) await stopServer(server)
    await fake?.close()
  })
  beforeEach(() => fake.reset())

  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) })

  async function openChatFromHome(page: Page) {
    await page.goto(`${server.baseUrl}/`)
    await page.locator('[data-testid="ask-type"]').click()
    await page.waitForSelector('[data-route="packages/tutor/chat"] .composer')
  }

  /**
   * Once the first reply of a question ends, the app asks for its difficulty rating: a JSON request
   * to the model. The fake answers requests in arrival order, so a reply enqueued before that
   * request arrives would be taken by it (and the next answer would get the fake's 500). Wait for
   * the rating request before enqueueing the next reply.
   */
  async function ratingAsked() {
    const deadline = Date.now() + 30_000
    while (!fake.requests.some((r) => !r.stream)) {
      if (Date.now() > deadline) throw new Error('the app never asked for the difficulty rating')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  /** Waits until the server has finished and saved the reply of the student's question chat (the chat is freed). */
  async function replyFinished(userId: string) {
    const handle = openDatabase({ DATABASE_URL: `sqlite:${path.join(server.dataDir, 'app.db')}`, DATA_DIR: server.dataDir, PG_POOL_MAX: 1 })
    try {
      const deadline = Date.now() + 60_000
      for (;;) {
        const chat = await handle.db.selectFrom('chats').select(['active_message_id', 'last_message_at']).where('user_id', '=', userId).where('type', '=', 'question').executeTakeFirst()
        if (chat?.last_message_at && chat.active_message_id === null) return
        if (Date.now() > deadline) throw new Error('the reply was not finished within 60 s')
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    } finally {
      await handle.close()
    }
  }

  async function send(page: Page, text: string) {
    await page.locator('.composer__input textarea').fill(text)
    await page.locator('[data-testid="composer-send"]').click()
  }

  for (const lang of ['zh-Hans', 'en'] as const) {
    it(`asks a typed question and sees the hint stream in, maths rendered (${lang})`, async () => {
      const { token } = await seedStudent(server.dataDir)
      const { page, errors, context } = await openPhone(browser, lang, signedInStorage(token, lang))
      await page.goto(`${server.baseUrl}/`)
      await page.waitForSelector('[data-testid="chat-item"]')
      await shot(page, `${lang}-home-empty`)

      await openChatFromHome(page)
      fake.enqueue({ text: HINT[lang], deltaChars: 4, gapMs: 40 })
      await send(page, lang === 'en' ? 'Solve x^2 - 5x + 6 = 0' : '解方程 x^2-5x+6=0')
      // While it streams: Stop is offered and the text grows.
      await page.waitForSelector('[data-testid="composer-stop"]')
      await page.waitForFunction(() => (document.querySelector('[data-testid="reply"] .md')?.textContent ?? '').length > 10)
      await shot(page, `${lang}-streaming`)
      const midway = await page.locator('[data-testid="reply"] .md').innerText()
      expect(midway).not.toContain('\\(')
      await page.waitForSelector('[data-testid="composer-send"]')
      const reply = page.locator('[data-testid="reply"]').last()
      expect(await reply.locator('.katex').count()).toBeGreaterThanOrEqual(2)
      expect(await reply.locator('.katex-display').count()).toBe(1)
      expect(await reply.innerText()).not.toMatch(/\\\(|\\\[|\\frac/)
      await page.waitForSelector('[data-testid="help-ladder"]')
      await shot(page, `${lang}-hint`)

      // The full solution, checked by the independent checker.
      await ratingAsked()
      fake.enqueue({ text: SOLUTION })
      await page.locator('[data-testid="ladder-solution"]').click()
      await page.waitForSelector('[data-testid="verdict-verified"]')
      expect(await page.locator('[data-testid="reply"]').last().locator('table').count()).toBe(1)
      expect(await page.locator('[data-testid="ladder-solution"]').getAttribute('aria-pressed')).toBe('true')
      await shot(page, `${lang}-solution-verified`)

      // The model's request carried the student's language and the rung asked for.
      // (The other request is the difficulty rating.)
      const answers = fake.requests.filter((r) => r.stream)
      expect(answers[1].messages[0].content).toContain('Help level SOLUTION')
      expect(answers[0].messages[0].content).toContain(lang === 'en' ? 'Always answer in English' : 'Always answer in Simplified Chinese')
      await page.waitForSelector('[data-testid="difficulty"]')
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it('stops an answer mid-way, then regenerates it', async () => {
    const { token } = await seedStudent(server.dataDir)
    const { page, errors, context } = await openPhone(browser, 'en', signedInStorage(token, 'en'))
    await openChatFromHome(page)
    fake.enqueue({ text: 'First, look at the constant term. Then think about its factors. Then', deltaChars: 6, gapMs: 30, hangAfter: 4 })
    await send(page, 'Explain factoring')
    await page.waitForFunction(() => (document.querySelector('[data-testid="reply"] .md')?.textContent ?? '').includes('look at'))
    await page.locator('[data-testid="composer-stop"]').click()
    await page.waitForSelector('.bubble--stopped')
    expect(await page.locator('.bubble--stopped').innerText()).toContain('Stopped')
    await fake.requests[0].closed
    expect(fake.requests[0].clientAborted).toBe(true)
    expect(await page.locator('[data-testid="reply"]').innerText()).toContain('First, look at')
    await shot(page, 'en-stopped')

    await ratingAsked()
    fake.enqueue({ text: 'A better answer: factor \\(6 = 2 \\cdot 3\\).' })
    await page.locator('[data-testid="regenerate"]').click()
    await page.waitForFunction(() => document.querySelector('[data-testid="reply"]')?.textContent?.includes('A better answer'))
    expect(await page.locator('[data-testid="reply"]').count()).toBe(1)
    expect(await page.locator('.bubble--stopped').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('uploads a question photo with a progress bar, then asks about it', async () => {
    const { token } = await seedStudent(server.dataDir)
    const { page, errors, context } = await openPhone(browser, 'zh-Hans', signedInStorage(token, 'zh-Hans'))
    await openChatFromHome(page)
    const chooser = page.waitForEvent('filechooser')
    await page.locator('[data-testid="composer-photo"]').click()
    await (await chooser).setFiles({ name: 'question.png', mimeType: 'image/png', buffer: PNG_PHOTO })
    // A slow phone network (uploads at 10 kB/s), so the progress can be seen moving.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: -1, uploadThroughput: 10_000 })
    fake.enqueue({ text: '我看到了一道方程题。先试着把常数项分解。' })
    await page.locator('[data-testid="composer-send"]').click()
    await page.waitForSelector('[data-testid="upload-progress"]')
    await page.waitForFunction(() => {
      const percent = Number(/(\d+)%/.exec(document.querySelector('[data-testid="upload-progress"]')?.textContent ?? '')?.[1])
      return percent > 0 && percent < 100
    })
    await shot(page, 'zh-Hans-uploading')
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    await page.waitForFunction(() => document.querySelector('[data-testid="reply"]')?.textContent?.includes('常数项'))
    await page.waitForSelector('.bubble-row--user .photo__img')
    expect(await page.locator('[data-testid="upload-progress"]').count()).toBe(0)
    const [request] = fake.requests
    expect(request.messages[1].content[0]).toMatchObject({ type: 'image_url', image_url: { url: expect.stringMatching(/^data:image\/png;base64,/) } })
    await shot(page, 'zh-Hans-photo-answered')
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens the quota page when no questions are left, offering VIP and invitations', async () => {
    const { token, userId } = await seedStudent(server.dataDir)
    const handle = openDatabase({ DATABASE_URL: `sqlite:${path.join(server.dataDir, 'app.db')}`, DATA_DIR: server.dataDir, PG_POOL_MAX: 1 })
    await handle.db.updateTable('users').set({ left_question_num: 0 }).where('id', '=', userId).execute()
    await handle.close()
    const { page, context } = await openPhone(browser, 'zh-Hans', signedInStorage(token, 'zh-Hans'))
    await openChatFromHome(page)
    await send(page, '解方程 2x+3=7')
    await page.waitForSelector('[data-route="pages/firsttimenoaccess/requestusage"] [data-testid="quota-vip"]')
    expect(await page.locator('[data-testid="quota-invite"]').count()).toBe(1)
    expect(fake.requests).toHaveLength(0)
    await shot(page, 'zh-Hans-quota')
    await page.locator('[data-testid="quota-vip"]').click()
    await page.waitForSelector('[data-route="pages/vip/index"]')
    await context.close()
  })

  it('shows a reply finished while the student was away as unread, on the list and the tab', async () => {
    const { token, userId } = await seedStudent(server.dataDir)
    const { page, context } = await openPhone(browser, 'en', signedInStorage(token, 'en'))
    await openChatFromHome(page)
    fake.enqueue({ text: 'Step one. Step two. Step three. Step four. Done.', deltaChars: 4, gapMs: 40 })
    await send(page, 'Long question')
    await page.waitForFunction(() => (document.querySelector('[data-testid="reply"] .md')?.textContent ?? '').length > 4)
    // The student leaves mid-answer (closes the app), and comes back once the reply is finished
    // (a fixed 1.2 s was sometimes before the end under load: the list then showed it still being written).
    await page.goto('about:blank')
    await replyFinished(userId)
    await page.goto(`${server.baseUrl}/`)
    const item = page.locator('[data-testid="chat-item"][data-chat-type="question"]')
    await item.waitFor()
    await page.waitForSelector('[data-testid="tab-canvas"] .tab-bar__badge')
    expect(await item.locator('[data-testid="chat-unread"]').innerText()).toBe('1')
    await shot(page, 'en-home-unread')
    await item.click()
    await page.waitForFunction(() => document.querySelector('[data-testid="reply"]')?.textContent?.includes('Done.'))

    // The notices chat holds the welcome notice; reading it clears the tab badge.
    await page.goto(`${server.baseUrl}/`)
    await page.locator('[data-testid="chat-item"][data-chat-type="system"]').click()
    await page.waitForSelector('[data-testid="notice"]')
    expect(await page.locator('[data-testid="notice"]').first().innerText()).toContain('Welcome to Mug Tutor')
    await shot(page, 'en-notices')
    await page.goto(`${server.baseUrl}/`)
    await page.waitForSelector('[data-testid="chat-item"][data-chat-type="system"]')
    await page.waitForFunction(() => !document.querySelector('[data-testid="tab-canvas"] .tab-bar__badge'))
    expect(await page.locator('[data-testid="chat-unread"]').count()).toBe(0)
    await context.close()
  })
})
