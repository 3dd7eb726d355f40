export { parseInstruction, MAX_INSTRUCTION_LENGTH } from './parse-instruction'
export * from './operations'
