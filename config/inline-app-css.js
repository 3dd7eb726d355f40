// H5: the app's own stylesheet is small (about 1 KB gzipped), and a <link> to it would hold the
// first paint until it arrives over a phone network. Written into index.html as a <style>
// instead; pages' stylesheets still load with their code.
const HtmlWebpackPlugin = require('html-webpack-plugin')

const NAME = 'InlineAppCss'

class InlineAppCss {
  /** @param {RegExp} test which stylesheet to inline (by its output path) */
  constructor(test) {
    this.test = test
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath || '/'
        const inline = (tag) => {
          const href = tag.tagName === 'link' && tag.attributes.rel === 'stylesheet' ? String(tag.attributes.href) : ''
          const file = href.startsWith(publicPath) ? href.slice(publicPath.length) : href
          const asset = file && this.test.test(file) ? compilation.getAsset(file) : undefined
          // Relative url()s would point elsewhere from the page: leave such a sheet as a link.
          const css = asset ? asset.source.source().toString() : ''
          if (!css || /url\(\s*['"]?(?!data:|https?:|\/)/.test(css)) return tag
          return { tagName: 'style', voidTag: false, meta: tag.meta, attributes: {}, innerHTML: css }
        }
        data.headTags = data.headTags.map(inline)
        return data
      })
    })
  }
}

module.exports = InlineAppCss
