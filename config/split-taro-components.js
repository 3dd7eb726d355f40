// H5: `@tarojs/components` is one module that wraps every component, so any page that draws a
// <View> pulled in the code of every component any other page uses (the picker, inputs, web
// view: 12 KB gzipped on the first route). This writes one module per wrapper, built exactly as
// the package builds them, and an index that re-exports them; aliased as `@tarojs/components`,
// webpack then puts each wrapper only where it is used. It fails the build if the package's
// shape changes (a Taro upgrade), rather than drop a component silently.
// With `html` (h5.useHtmlComponents), the components @tarojs/components-react draws with plain
// React elements (View, Text, Image, Input, Button, ScrollView, …) come from there instead, the
// rest (Textarea, RichText, WebView, …) stay Stencil wrappers: Taro's own alias for that option
// points at one index of every component, which this alias replaces.
const fs = require('fs')
const path = require('path')

// With `h5.useHtmlComponents` Taro draws these with plain React elements from
// @tarojs/components-react (`export { default as View } from './components/view/index.js'`).
const HTML = /^export \{ (?:default as (\w+)|(\w+(?:, \w+)*)) \} from '(\.\/components\/[\w-]+\/index\.js)';$/
const WRAPPER = /^const (\w+) = \/\*@__PURE__\*\/ createReactComponent\('([\w-]+)', undefined, manipulatePropsFunction, defineCustomElement\w+\);$/
const ALIAS = /^const (\w+) = (\w+);$/

// Stencil's Image and Input put `nativeProps` on the native <img> / <input> inside them (the app
// gives alt texts and aria-labels that way); components-react's Image calls them imgProps and its
// Input would pass the object on as an attribute. These keep `nativeProps` working.
const ADAPTERS = {
  Image: (file) => `import { createElement, forwardRef } from 'react'
import Base from '${file}'
export const Image = /*@__PURE__*/ forwardRef(function Image({ nativeProps, imgProps, ...props }, ref) {
  return createElement(Base, { ...props, ref, imgProps: { ...nativeProps, ...imgProps } })
})
`,
  Input: (file) => `import { createElement, forwardRef } from 'react'
import Base from '${file}'
export const Input = /*@__PURE__*/ forwardRef(function Input({ nativeProps, ...props }, ref) {
  return createElement(Base, { ...nativeProps, ...props, ref })
})
`,
}

/**
 * @param {string} outDir where the modules are written
 * @param {{ html?: boolean }} [options] html: View, Text, Image, … from @tarojs/components-react
 */
module.exports = function splitTaroComponents(outDir, { html = false } = {}) {
  const htmlModules = new Map()
  if (html) {
    const react = path.dirname(require.resolve('@tarojs/components-react/dist/index.js'))
    for (const line of fs.readFileSync(path.join(react, 'index.js'), 'utf8').split('\n')) {
      const m = HTML.exec(line)
      if (!m) continue
      const file = path.join(react, m[3])
      if (m[1] && ADAPTERS[m[1]]) htmlModules.set(m[1], ADAPTERS[m[1]](file))
      else if (m[1]) htmlModules.set(m[1], `export { default as ${m[1]} } from '${file}'\n`)
      else for (const name of m[2].split(', ')) htmlModules.set(name, `export { ${name} } from '${file}'\n`)
    }
    for (const name of ['View', 'Text', 'Image', 'Input', 'ScrollView']) {
      if (!htmlModules.has(name)) throw new Error(`split-taro-components: no ${name} in @tarojs/components-react`)
    }
  }
  const lib = path.dirname(require.resolve('@tarojs/components/lib/react/components.js'))
  const dist = path.resolve(lib, '../../dist/components')
  const source = fs.readFileSync(path.join(lib, 'components.js'), 'utf8')
  const exported = /^export \{([^}]*)\};$/m.exec(source)
  if (!exported) throw new Error('split-taro-components: no export list in @tarojs/components/lib/react/components.js')
  const names = exported[1].split(',').map((n) => n.trim()).filter(Boolean)

  fs.rmSync(outDir, { recursive: true, force: true })
  fs.mkdirSync(outDir, { recursive: true })
  const index = []
  for (const line of source.split('\n')) {
    const wrapper = WRAPPER.exec(line)
    const alias = ALIAS.exec(line)
    if (wrapper && htmlModules.has(wrapper[1])) {
      const name = wrapper[1]
      fs.writeFileSync(path.join(outDir, `${name}.js`), htmlModules.get(name))
      index.push(`export { ${name} } from './${name}.js'`)
    } else if (wrapper) {
      const [, name, tag] = wrapper
      if (!fs.existsSync(path.join(dist, `${tag}.js`))) throw new Error(`split-taro-components: no ${tag}.js in ${dist}`)
      fs.writeFileSync(
        path.join(outDir, `${name}.js`),
        [
          `import { manipulatePropsFunction } from '${path.join(lib, 'helper.js')}'`,
          `import { createReactComponent } from '${path.join(lib, 'react-component-lib/createComponent.js')}'`,
          `import { defineCustomElement } from '${path.join(dist, `${tag}.js`)}'`,
          `export const ${name} = /*@__PURE__*/ createReactComponent('${tag}', undefined, manipulatePropsFunction, defineCustomElement)`,
          '',
        ].join('\n'),
      )
      index.push(`export { ${name} } from './${name}.js'`)
    } else if (alias) {
      const [, name, target] = alias
      if (target !== 'Fragment') throw new Error(`split-taro-components: unknown alias ${line}`)
      index.push(`export { Fragment as ${name} } from 'react'`)
    }
  }
  // components-react's own extras (PullDownRefresh, which Taro's H5 entry imports with it).
  for (const [name, line] of htmlModules) {
    if (index.some((l) => l.endsWith(` ${name} } from './${name}.js'`))) continue
    fs.writeFileSync(path.join(outDir, `${name}.js`), line)
    index.push(`export { ${name} } from './${name}.js'`)
  }
  const written = index.map((l) => /export \{ (?:\w+ as )?(\w+) \}/.exec(l)[1])
  const missing = names.filter((n) => !written.includes(n))
  if (missing.length > 0) throw new Error(`split-taro-components: not split: ${missing.join(', ')}`)
  fs.writeFileSync(path.join(outDir, 'index.js'), `${index.join('\n')}\n`)
  // Every module here only defines values: lets webpack skip the index and wire each import to its file.
  fs.writeFileSync(path.join(outDir, 'package.json'), JSON.stringify({ sideEffects: false }))
  return path.join(outDir, 'index.js')
}
