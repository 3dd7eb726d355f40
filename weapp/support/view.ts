import { JSDOM } from 'jsdom'
import type { TaroNode } from './mini-app'

interface RenderedComponent {
  dom: Element
  attach(parent: Element): void
  detach(): void
  setData(data: Record<string, unknown>): void
}

interface Simulate {
  load(definition: Record<string, unknown>): string
  render(id: string, properties?: Record<string, unknown>): RenderedComponent
}

type Gwx = (path: string) => unknown

/**
 * WeChat's view layer for the test: the built WXML compiled by WeChat's own compiler (wcc, from
 * miniprogram-compiler) and rendered by miniprogram-simulate (j-component). The DOM it needs
 * lives here, outside the app's own VM context, as WeChat keeps the view apart from the logic.
 */
export class WeappView {
  private readonly simulate: Simulate
  private readonly gwx: Gwx
  private readonly views = new Map<string, string>()

  constructor(root: string) {
    const dom = new JSDOM('<!doctype html><html><body></body></html>')
    const globals = globalThis as Record<string, unknown>
    globals.window = dom.window
    globals.document = dom.window.document
    for (const name of ['Element', 'Node', 'HTMLElement', 'Event', 'CustomEvent', 'MouseEvent', 'getComputedStyle']) globals[name] ??= dom.window[name as keyof typeof dom.window]
    // Loaded only now: miniprogram-simulate reaches for the DOM made above as it loads.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const compiler = require('miniprogram-compiler') as { wxmlToJs(root: string): string }
    // wcc's output is a script defining $gwx, run as the simulator runs it (test code, not the app's).
    // eslint-disable-next-line no-restricted-syntax
    this.gwx = new Function(compiler.wxmlToJs(root))() as Gwx
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    this.simulate = require('miniprogram-simulate') as Simulate
    // Taro's recursive `comp` component (deep trees) and the page templates share base.wxml.
    this.simulate.load({
      id: 'taro-comp',
      template: this.gwx('comp.wxml'),
      usingComponents: { comp: 'taro-comp' },
      properties: { i: { type: Object, value: {} }, l: { type: String, value: '' } },
      methods: { eh: () => {} },
    })
  }

  /** The page drawn from Taro's data tree; returns its DOM (detached on the next render). */
  render(route: string, root: TaroNode): Element {
    let id = this.views.get(route)
    if (!id) {
      id = this.simulate.load({
        template: this.gwx(`${route}.wxml`),
        usingComponents: { comp: 'taro-comp' },
        data: { root: { cn: [] } },
        methods: { eh: () => {} },
      })
      this.views.set(route, id)
    }
    const view = this.simulate.render(id)
    view.attach(document.createElement('page-host'))
    view.setData({ root })
    return view.dom
  }
}
