import { PATHS } from '@contract/paths'
import { Envelope } from '@contract/envelope'
import {
  ApplyProposalBody,
  ApplyProposalResult,
  InstructionAnswer,
  InstructionBody,
  PresetAnswer,
  UndoOrRedoQuery,
  UndoOrRedoResult,
  UndoStatus,
} from '@contract/study-plan'
import { ok } from '../../../lib/envelope'
import { sessionOf } from '../../../plugins/auth'
import type { App } from '../../../types'
import { runInstruction } from '../assistant/instruction.service'
import { planWindow } from '../time/plan-window'
import { presetProposal } from '../preset/preset.service'
import { applyProposal } from '../preview/proposals'
import { studentTime } from '../time/student-time'
import { cleanStack, undoOrRedo, undoStatus } from '../store/undo'
import { clock } from '../../../lib/time'

/** The client gives up on an instruction after 60 s; the model must be done (or dropped) before. */
const INSTRUCTION_DEADLINE_MS = 55_000

/** Instructions and presets (previews), applying them, and the undo stack. */
export default async function planAssistantRoutes(app: App) {
  const windowNow = () => planWindow(app.config, clock.now())
  app.post(PATHS.studyPlan.instruction, { schema: { body: InstructionBody, response: { 200: Envelope(InstructionAnswer) } } }, async (req, reply) => {
    const gone = new AbortController()
    const onClose = () => {
      if (!reply.raw.writableFinished) gone.abort()
    }
    reply.raw.once('close', onClose)
    try {
      const userId = sessionOf(req).userId
      return ok(
        await runInstruction({
          db: app.db,
          llm: app.llm,
          log: req.log,
          userId,
          time: await studentTime(app.db, req, userId),
          window: windowNow(),
          lang: req.lang,
          text: req.body.text,
          signal: AbortSignal.any([gone.signal, AbortSignal.timeout(INSTRUCTION_DEADLINE_MS)]),
          clientGone: () => gone.signal.aborted,
        }),
      )
    } finally {
      reply.raw.off('close', onClose)
    }
  })

  app.post(PATHS.studyPlan.applyProposal, { schema: { body: ApplyProposalBody, response: { 200: Envelope(ApplyProposalResult) } } }, async (req) => {
    // The student confirms the preview here: their own change, so no notification (the events
    // the assistant wrote stay marked unread in the plan until seen).
    const { step, status } = await applyProposal(app.db, sessionOf(req).userId, req.body.proposal_id, windowNow())
    return ok({ step, status })
  })

  app.get(PATHS.studyPlan.presetEvent, { schema: { response: { 200: Envelope(PresetAnswer) } } }, async (req) => {
    const userId = sessionOf(req).userId
    return ok(await presetProposal(app.db, userId, (await studentTime(app.db, req, userId)).zone, req.lang, windowNow()))
  })

  app.get(PATHS.studyPlan.undoRedoStatus, { schema: { response: { 200: Envelope(UndoStatus) } } }, async (req) => ok(await undoStatus(app.db, sessionOf(req).userId)))

  app.get(PATHS.studyPlan.undoOrRedo, { schema: { querystring: UndoOrRedoQuery, response: { 200: Envelope(UndoOrRedoResult) } } }, async (req) =>
    ok(await undoOrRedo(app.db, sessionOf(req).userId, req.query.action)),
  )

  app.get(PATHS.studyPlan.cleanStack, { schema: { response: { 200: Envelope(UndoStatus) } } }, async (req) => ok(await cleanStack(app.db, sessionOf(req).userId)))
}
