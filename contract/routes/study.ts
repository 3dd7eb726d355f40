import { BlocksAnswer, ExamList, ExamQuery, ExamReviewAnswer, ExamReviewBody, Tactics } from '../exam-tactics'
import {
  AlterEventBody,
  ApplyProposalBody,
  ApplyProposalResult,
  ClearUnreadQuery,
  CreateEventBody,
  DeleteEventQuery,
  EventAddress,
  ExportIcsQuery,
  IcsFile,
  InstructionAnswer,
  InstructionBody,
  PlanChangeResult,
  PlanEvent,
  PlanEventList,
  PresetAnswer,
  QueryEventQuery,
  UndoOrRedoQuery,
  UndoOrRedoResult,
  UndoStatus,
  UnreadEventNum,
} from '../study-plan'
import { FocusBody, FocusResult, RetestAnswerBody, RetestHelp, RetestHelpBody, RetestOutcome, RetestResultBody, RetestVerdict, SimilarQuestion, SimilarQuestionBody, TodayTasks } from '../today-tasks'
import { ENDPOINTS } from './endpoints'
import { route } from './route'

/** The study plan and its assistant, today's tasks and re-tests, exam tactics. */
const P = ENDPOINTS.studyPlan
export const STUDY_PLAN_ROUTES = {
  queryEvent: route(P.queryEvent, { query: QueryEventQuery, response: PlanEventList }),
  event: route(P.event, { query: EventAddress, response: PlanEvent }),
  createEvent: route(P.createEvent, { body: CreateEventBody, response: PlanChangeResult }),
  alterEvent: route(P.alterEvent, { body: AlterEventBody, response: PlanChangeResult }),
  deleteEvent: route(P.deleteEvent, { query: DeleteEventQuery, response: PlanChangeResult }),
  unreadEventNum: route(P.unreadEventNum, { response: UnreadEventNum }),
  clearUnreadEvent: route(P.clearUnreadEvent, { query: ClearUnreadQuery, response: UnreadEventNum }),
  exportIcs: route(P.exportIcs, { query: ExportIcsQuery, response: IcsFile }),
  instruction: route(P.instruction, { body: InstructionBody, response: InstructionAnswer }),
  applyProposal: route(P.applyProposal, { body: ApplyProposalBody, response: ApplyProposalResult }),
  presetEvent: route(P.presetEvent, { response: PresetAnswer }),
  undoRedoStatus: route(P.undoRedoStatus, { response: UndoStatus }),
  undoOrRedo: route(P.undoOrRedo, { query: UndoOrRedoQuery, response: UndoOrRedoResult }),
  cleanStack: route(P.cleanStack, { response: UndoStatus }),
}

const T = ENDPOINTS.todayTasks
export const TODAY_TASKS_ROUTES = {
  list: route(T.list, { response: TodayTasks }),
  focus: route(T.focus, { body: FocusBody, response: FocusResult }),
  retestResult: route(T.retestResult, { body: RetestResultBody, response: RetestOutcome }),
  retestAnswer: route(T.retestAnswer, { body: RetestAnswerBody, response: RetestVerdict }),
  retestHelp: route(T.retestHelp, { body: RetestHelpBody, response: RetestHelp }),
  similarQuestion: route(T.similarQuestion, { body: SimilarQuestionBody, response: SimilarQuestion }),
}

const E = ENDPOINTS.examTactics
export const EXAM_TACTICS_ROUTES = {
  examList: route(E.examList, { response: ExamList }),
  tactics: route(E.tactics, { query: ExamQuery, response: Tactics }),
  scheduleBlocks: route(E.scheduleBlocks, { query: ExamQuery, response: BlocksAnswer }),
  reviewsDue: route(E.reviewsDue, { response: ExamList }),
  review: route(E.review, { body: ExamReviewBody, response: ExamReviewAnswer }),
}
