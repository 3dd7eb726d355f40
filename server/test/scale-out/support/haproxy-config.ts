/**
 * The load balancer in front of the instances: round robin per request, health from readiness,
 * a request that cannot reach a server (it died) is retried on another. The deploy kit's
 * deploy/haproxy.cfg follows the same pattern. Tests check every 300 ms (a killed instance is
 * out within a second); the bench every 2 s, as in production, so that a readiness probe
 * queued behind the load does not take a saturated instance out.
 */
export function haproxyConfig(port: number, servers: { name: string; port: number }[], checkEveryMs = 300): string {
  return `global
  maxconn 2000

defaults
  mode http
  option forwardfor
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  # A readiness probe may take up to 2 s (server side); without this, inter is its time-out.
  timeout check 3s

frontend app
  bind 127.0.0.1:${port}
  default_backend instances

backend instances
  balance roundrobin
  # A request that reached an instance which then died is replayed elsewhere only if it is a
  # read: a POST (a question, a payment) may already have taken effect.
  http-request disable-l7-retry if METH_POST
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter ${checkEveryMs}ms fall ${checkEveryMs < 1000 ? 2 : 3} rise 2
  # Which instance answered, for the tests (round robin, failover).
  http-response set-header X-Served-By %s
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join('\n')}
`
}
