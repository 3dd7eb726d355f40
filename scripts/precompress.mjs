// Writes .gz and .br next to every text asset of the H5 build, so the server (@fastify/static
// preCompressed) sends small files to students on slow networks without compressing per request.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const root = path.resolve(process.argv[2] ?? 'dist/h5')
const TEXT = /\.(js|css|html|svg|json|txt)$/

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (TEXT.test(entry.name)) yield full
  }
}

let raw = 0
let br = 0
for (const file of files(root)) {
  const data = fs.readFileSync(file)
  if (data.length < 1024) continue
  const brotli = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
  fs.writeFileSync(`${file}.br`, brotli)
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }))
  raw += data.length
  br += brotli.length
}
console.log(`precompressed ${path.relative(process.cwd(), root)}: ${(raw / 1024).toFixed(0)} KiB -> ${(br / 1024).toFixed(0)} KiB brotli`)
