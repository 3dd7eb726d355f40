// The floor for the API bench: a bare Fastify server answering exactly the bodies our server
// gave for each endpoint (GET or POST /<index>, a POST's JSON body parsed as ours would be),
// measured under the same load in the same run, so our figures are read as a ratio to it.
//   node bench/baseline-server.mjs <port> <bodies.json: { name: body, ... }>
import fs from 'node:fs'
import Fastify from 'fastify'

const bodies = Object.values(JSON.parse(fs.readFileSync(process.argv[3], 'utf8'))).map((text) => JSON.parse(text))
const app = Fastify({ logger: false })
bodies.forEach((envelope, i) => {
  // The object, serialised per request as any route's answer is.
  const answer = async () => envelope
  app.get(`/${i}`, answer)
  app.post(`/${i}`, answer)
})
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) })
console.log(`listening ${app.server.address().port}`)
