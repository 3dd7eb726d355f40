import fs from 'node:fs'
import path from 'node:path'
import { Env } from '../src/config'

describe('README', () => {
  it('documents every environment variable the server reads', () => {
    const readme = fs.readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8')
    const missing = Object.keys(Env.properties).filter((name) => !readme.includes(`\`${name}\``))
    expect(missing).toEqual([])
  })
})
