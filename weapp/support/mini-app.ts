import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { createWx, type Answer } from './wx-api'

/** A node of Taro's page data: `nn` node name, `cn` children, `v` text, `cl` class. */
export interface TaroNode {
  nn?: string
  cn?: TaroNode[]
  v?: string
  cl?: string
  [key: string]: unknown
}

type Config = Record<string, unknown> & { data?: Record<string, unknown> }
type Hook = (...args: unknown[]) => unknown

/** What the logic layer of WeChat provides, and nothing a browser does. */
const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'fetch', 'XMLHttpRequest', 'HTMLElement']

export interface MiniApp {
  root: string
  /** Every page of app.json, subpackages included. */
  pages: string[]
  errors: string[]
  /** The browser globals the app's code can see (none, in WeChat). */
  browserGlobals(): string[]
  open(route: string, query?: Record<string, string>): Promise<OpenPage>
  close(): void
}

export interface OpenPage {
  route: string
  data: { root?: TaroNode }
  /** Text of the first node with this class. */
  textOf(className: string): string | null
  has(className: string): boolean
  unload(): void
}

const setPath = (target: Record<string, unknown>, keyPath: string, value: unknown) => {
  const keys = keyPath.replace(/\[(\d+)\]/g, '.$1').split('.').filter(Boolean)
  let node = target as Record<string, unknown>
  for (let i = 0; i < keys.length - 1; i++) {
    node[keys[i]] ??= /^\d+$/.test(keys[i + 1]) ? [] : {}
    node = node[keys[i]] as Record<string, unknown>
  }
  node[keys[keys.length - 1]] = value
}

export const textOfNode = (node: TaroNode): string => (node.v ?? '') + (node.cn ?? []).map(textOfNode).join('')

function findNode(node: TaroNode | undefined, className: string): TaroNode | null {
  if (!node) return null
  if (typeof node.cl === 'string' && node.cl.split(/\s+/).includes(className)) return node
  for (const child of node.cn ?? []) {
    const found = findNode(child, className)
    if (found) return found
  }
  return null
}

const waitFor = async (ok: () => boolean, timeoutMs: number, what: string) => {
  const until = Date.now() + timeoutMs
  while (!ok()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

/**
 * The built mini-program (dist/weapp) running as WeChat's logic layer would: its bundles in a
 * VM context whose only globals are `wx`, App/Page/Component and the timers, app.js first, then
 * each page's script, each page driven through its lifecycle (onLoad, onShow, onReady) with
 * `setData` recording Taro's data tree for the view.
 */
export function loadMiniApp(options: { root: string; storage: Map<string, unknown>; answer: Answer }): MiniApp {
  const { root, storage, answer } = options
  const errors: string[] = []
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const intervals = new Set<ReturnType<typeof setInterval>>()
  const pending = { count: 0 }
  const setT = ((fn: () => void, ms?: number, ...args: unknown[]) => {
    const id = setTimeout(() => {
      timers.delete(id)
      fn(...(args as []))
    }, ms)
    timers.add(id)
    return id
  }) as typeof setTimeout
  const clearT = ((id: ReturnType<typeof setTimeout>) => {
    timers.delete(id)
    clearTimeout(id)
  }) as typeof clearTimeout
  const wx = createWx({ storage, answer, timers: { set: setT, clear: clearT }, pending })

  let app: Config | null = null
  let pageConfig: Config | null = null
  let current: Record<string, unknown> | null = null
  const record = (...args: unknown[]) => errors.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' '))
  const sandbox: Record<string, unknown> = {
    wx,
    console: { log: () => {}, info: () => {}, debug: () => {}, warn: () => {}, error: record },
    setTimeout: setT,
    clearTimeout: clearT,
    setInterval: ((fn: () => void, ms?: number) => {
      const id = setInterval(fn, ms)
      intervals.add(id)
      return id
    }) as typeof setInterval,
    clearInterval: (id: ReturnType<typeof setInterval>) => {
      intervals.delete(id)
      clearInterval(id)
    },
    App: (config: Config) => {
      app = config
    },
    Page: (config: Config) => {
      pageConfig = config
    },
    Component: () => {
      // Taro's `comp` and the empty custom tab bar: rendered by the view (see view.ts).
    },
    getApp: () => app,
    getCurrentPages: () => (current ? [current] : []),
    requirePlugin: () => ({}),
    __wxConfig: { envVersion: 'develop', platform: 'devtools' },
  }
  const context = vm.createContext(sandbox)
  const modules = new Map<string, { exports: unknown }>()
  const load = (file: string): unknown => {
    const abs = file.endsWith('.js') ? file : `${file}.js`
    const cached = modules.get(abs)
    if (cached) return cached.exports
    const mod = { exports: {} }
    modules.set(abs, mod)
    const code = fs.readFileSync(abs, 'utf8')
    const fn = vm.runInContext(`(function (require, module, exports) {${code}\n})`, context, { filename: abs }) as (
      req: (p: string) => unknown,
      m: { exports: unknown },
      e: unknown,
    ) => void
    fn((p) => load(path.join(path.dirname(abs), p)), mod, mod.exports)
    return mod.exports
  }

  const appJson = JSON.parse(fs.readFileSync(path.join(root, 'app.json'), 'utf8')) as { pages: string[]; subPackages?: { root: string; pages: string[] }[] }
  const pages = [...appJson.pages, ...(appJson.subPackages ?? []).flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))]

  load(path.join(root, 'app'))
  if (!app) throw new Error('app.js did not call App()')
  const appHooks = app as Record<string, Hook>
  appHooks.onLaunch?.call(app, { path: pages[0], query: {}, scene: 1001 })
  appHooks.onShow?.call(app, { path: pages[0], query: {}, scene: 1001 })

  const quietSince = { at: Date.now() }
  return {
    root,
    pages,
    errors,
    browserGlobals: () => BROWSER_GLOBALS.filter((name) => vm.runInContext(`typeof ${name} !== 'undefined'`, context) as boolean),
    async open(route, query = {}) {
      pageConfig = null
      load(path.join(root, route))
      const config = pageConfig as Config | null
      if (!config) throw new Error(`${route}.js did not call Page()`)
      const page: Record<string, unknown> = Object.create(config)
      const data = JSON.parse(JSON.stringify(config.data ?? {})) as { root?: TaroNode }
      Object.assign(page, {
        data,
        route,
        __route__: route,
        options: query,
        setData(update: Record<string, unknown>, callback?: () => void) {
          for (const [key, value] of Object.entries(update)) setPath(data as Record<string, unknown>, key, value)
          quietSince.at = Date.now()
          if (callback) setT(callback, 0)
        },
        selectComponent: () => null,
        createSelectorQuery: () => (wx.createSelectorQuery as () => unknown)(),
        getOpenerEventChannel: () => ({ on: () => {}, emit: () => {}, off: () => {} }),
      })
      current = page
      const hooks = config as Record<string, Hook>
      hooks.onLoad?.call(page, query)
      hooks.onShow?.call(page)
      hooks.onReady?.call(page)
      const view = {
        route,
        data,
        textOf: (className: string) => {
          const node = findNode(data.root, className)
          return node ? textOfNode(node) : null
        },
        has: (className: string) => findNode(data.root, className) !== null,
        unload: () => {
          hooks.onHide?.call(page)
          hooks.onUnload?.call(page)
          current = null
        },
      }
      // The first screen: the page's title drawn, its script loaded, the network and the data quiet.
      await waitFor(
        () => Boolean(view.textOf('nav-bar__title')?.trim()) && !view.has('page-loading') && pending.count === 0 && Date.now() - quietSince.at > 150,
        20_000,
        `the first screen of ${route}`,
      )
      return view
    },
    close() {
      for (const id of timers) clearTimeout(id)
      for (const id of intervals) clearInterval(id)
      timers.clear()
      intervals.clear()
    },
  }
}
