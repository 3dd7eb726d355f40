export { parseInstruction, MAX_INSTRUCTION_LENGTH } from './parse-instruction'
export * from './operations'
export { readStudentWords, type StudentWords } from './student-words'
