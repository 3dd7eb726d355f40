// Lint rule: server SQL lives in `*.repository.ts` files (docs/ARCHITECTURE.md, "Server").
//
// A query builder call (selectFrom, insertInto, updateTable, deleteFrom, …) or a `sql` template
// anywhere else in server/src is an error, except in the database and cluster plumbing and in
// the deliberate exceptions eslint/sql-exceptions.json lists, each with its reason.
// Which *tables* a repository may touch is checked by server/test/architecture/tables.test.ts.
import fs from 'node:fs'
import path from 'node:path'

const SRC = path.resolve(import.meta.dirname, '../server/src')
const listed = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, 'sql-exceptions.json'), 'utf8'))
const ALLOWED = new Set(Object.keys(listed.exceptions))
/** Plumbing below the modules: the database itself, migrations, the PostgreSQL message bus. */
const PLUMBING = ['db/', 'cluster/']
const BUILDERS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto'])

function checked(filename) {
  const rel = path.relative(SRC, filename).split(path.sep).join('/')
  if (rel.startsWith('..') || path.isAbsolute(rel)) return false
  if (rel.endsWith('.repository.ts') || rel.includes('__tests__/')) return false
  if (PLUMBING.some((dir) => rel.startsWith(dir))) return false
  return !ALLOWED.has(rel)
}

export default {
  rules: {
    'sql-in-repository': {
      meta: {
        type: 'problem',
        docs: { description: 'SQL only in a module repository (*.repository.ts)' },
        messages: {
          query: "SQL outside a repository: move this query into the module's *.repository.ts and call it from here (docs/ARCHITECTURE.md).",
        },
        schema: [],
      },
      create(context) {
        if (!checked(context.filename)) return {}
        return {
          CallExpression(node) {
            const callee = node.callee
            if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && BUILDERS.has(callee.property.name)) {
              context.report({ node: callee.property, messageId: 'query' })
            }
          },
          TaggedTemplateExpression(node) {
            if (node.tag.type === 'Identifier' && node.tag.name === 'sql') context.report({ node, messageId: 'query' })
          },
        }
      },
    },
  },
}
