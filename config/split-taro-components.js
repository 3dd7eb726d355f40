// H5: `@tarojs/components` is one module that wraps every component, so any page that draws a
// <View> pulled in the code of every component any other page uses (the picker, inputs, web
// view: 12 KB gzipped on the first route). This writes one module per wrapper, built exactly as
// the package builds them, and an index that re-exports them; aliased as `@tarojs/components`,
// webpack then puts each wrapper only where it is used. It fails the build if the package's
// shape changes (a Taro upgrade), rather than drop a component silently.
const fs = require('fs')
const path = require('path')

const WRAPPER = /^const (\w+) = \/\*@__PURE__\*\/ createReactComponent\('([\w-]+)', undefined, manipulatePropsFunction, defineCustomElement\w+\);$/
const ALIAS = /^const (\w+) = (\w+);$/

module.exports = function splitTaroComponents(outDir) {
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
    if (wrapper) {
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
  const written = index.map((l) => /export \{ (?:\w+ as )?(\w+) \}/.exec(l)[1])
  const missing = names.filter((n) => !written.includes(n))
  if (missing.length > 0) throw new Error(`split-taro-components: not split: ${missing.join(', ')}`)
  fs.writeFileSync(path.join(outDir, 'index.js'), `${index.join('\n')}\n`)
  // Every module here only defines values: lets webpack skip the index and wire each import to its file.
  fs.writeFileSync(path.join(outDir, 'package.json'), JSON.stringify({ sideEffects: false }))
  return path.join(outDir, 'index.js')
}
