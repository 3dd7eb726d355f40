import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { Env } from '../../src/config'
import { checkHaproxyConfig } from './support/processes'

const ROOT = path.resolve(__dirname, '../../..')
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8')

// There is no Docker engine here: check what can be checked without one.
describe('deploy kit (deploy/)', () => {
  it('has an HAProxy configuration that HAProxy itself accepts, balancing on readiness', () => {
    const output = checkHaproxyConfig(path.join(ROOT, 'deploy/haproxy.cfg'))
    expect(output).toMatch(/Configuration file is valid/)
    const cfg = read('deploy/haproxy.cfg')
    expect(cfg).toMatch(/balance roundrobin/)
    expect(cfg).toMatch(/option httpchk GET \/api\/health\/ready/)
    expect(cfg).toMatch(/server app-a app-a:8080 check/)
    expect(cfg).toMatch(/server app-b app-b:8080 check/)
  })

  it('composes PostgreSQL, Redis, an S3-compatible store, two app instances and HAProxy, configured only with variables the server knows', () => {
    const compose = read('deploy/compose.yaml')
    const services = [...compose.matchAll(/^ {2}([a-z][a-z0-9-]*):\s*$/gm)].map((m) => m[1])
    expect(services).toEqual(expect.arrayContaining(['postgres', 'redis', 'minio', 'bucket', 'app-a', 'app-b', 'haproxy']))
    const appEnv = compose.slice(compose.indexOf('x-app:'), compose.indexOf('\nservices:'))
    const keys = [...appEnv.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1])
    expect(keys).toEqual(expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'STORAGE_DRIVER', 'S3_BUCKET', 'TRUST_PROXY', 'PG_POOL_MAX']))
    expect(keys.filter((k) => !(k in Env.properties))).toEqual([])
    expect(appEnv).toMatch(/STORAGE_DRIVER: s3/)
  })

  it('builds in two stages and runs the compiled server with plain node as a non-root user', () => {
    const dockerfile = read('deploy/Dockerfile')
    const stages = dockerfile.split(/^FROM /m).slice(1)
    expect(stages).toHaveLength(2)
    expect(stages[0]).toMatch(/npm run build:h5/)
    expect(stages[0]).toMatch(/npm run build:server/)
    const runtime = stages[1]
    expect(runtime).toMatch(/^USER node$/m)
    expect(runtime).not.toMatch(/USER root/)
    expect(runtime).toMatch(/CMD \["node", "--enable-source-maps", "dist\/server\/server.js"\]/)
    expect(read('.dockerignore')).toMatch(/^node_modules$/m)
  })

  it('compiles the operator’s tool too, which runs with plain node', () => {
    expect(fs.existsSync(path.join(ROOT, 'dist/server/server.js'))).toBe(true)
    const res = spawnSync(process.execPath, [path.join(ROOT, 'dist/server/cli.js'), 'help'], { encoding: 'utf8', env: { PATH: process.env.PATH, DATA_DIR: fs.mkdtempSync('/tmp/cli-') }, timeout: 30_000 })
    expect(res.status).toBe(0)
    expect(res.stdout).toMatch(/codes:issue/)
  })
})
