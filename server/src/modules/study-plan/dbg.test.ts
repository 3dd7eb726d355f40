import { parseInstruction } from '/work/wt/i12/server/src/modules/study-plan/instruction/parse-instruction'
import { contextFor } from '/work/wt/i12/server/src/modules/study-plan/instruction/__tests__/fixture'
it('dbg', () => {
  for (const t of (process.env.T ?? '').split('|')) console.log(t, JSON.stringify(parseInstruction(t, contextFor('Asia/Shanghai', (process.env.L as any) ?? 'en')), null, 1))
})
