// The floor for the API bench: a bare Fastify server answering a fixed envelope, measured under
// the same load in the same run, so our figures are read as a ratio to it.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/baseline', async () => ({ code: 200, msg: 'ok', data: { unread_event_num: 0 } }))
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) })
console.log(`listening ${app.server.address().port}`)
