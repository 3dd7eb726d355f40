// ESLint rule: time-zone arithmetic lives in one layer per side (server/src/lib/time on the
// server, src/lib/dates.ts + src/lib/format-date.ts on the client). Elsewhere it reports what
// hand-rolled zone code is made of: reading the machine's offset (getTimezoneOffset), an Intl
// formatter or toLocale*String given a `timeZone`, and on the server any Intl.DateTimeFormat
// (the server has no zone of its own: every date it shows is in a named zone, through the layer).

const LOCALE_METHODS = new Set(['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'])

const isIntlDateTimeFormat = (node) =>
  node.type === 'MemberExpression' &&
  node.object.type === 'Identifier' &&
  node.object.name === 'Intl' &&
  !node.computed &&
  node.property.name === 'DateTimeFormat'

const hasTimeZone = (arg) =>
  arg?.type === 'ObjectExpression' &&
  arg.properties.some((p) => p.type === 'Property' && !p.computed && ((p.key.type === 'Identifier' && p.key.name === 'timeZone') || p.key.value === 'timeZone'))

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Time zones only through the time layer' },
    schema: [{ type: 'object', properties: { layer: { type: 'string' }, anyDateTimeFormat: { type: 'boolean' } }, additionalProperties: false }],
    messages: {
      offset: 'Do not read the machine zone here (getTimezoneOffset): use {{layer}}.',
      zoned: 'Zoned dates and times go through {{layer}}: no timeZone option outside it.',
      format: 'Dates are formatted in a named zone through {{layer}} (formatInZone / zoneFormat).',
    },
  },
  create(context) {
    const { layer = 'the time layer', anyDateTimeFormat = false } = context.options[0] ?? {}
    const report = (node, messageId) => context.report({ node, messageId, data: { layer } })
    const checkCall = (node) => {
      const callee = node.callee
      if (isIntlDateTimeFormat(callee)) {
        if (anyDateTimeFormat) report(node, 'format')
        else if (hasTimeZone(node.arguments[1])) report(node, 'zoned')
      } else if (callee.type === 'MemberExpression' && !callee.computed && LOCALE_METHODS.has(callee.property.name) && hasTimeZone(node.arguments[1])) {
        report(node, 'zoned')
      }
    }
    return {
      NewExpression: checkCall,
      CallExpression: checkCall,
      MemberExpression(node) {
        if (!node.computed && node.property.name === 'getTimezoneOffset') report(node, 'offset')
      },
    }
  },
}
