import fs from 'node:fs'

export interface E2EState {
  baseUrl: string
  dataDir: string
  logFile: string
}

export function e2eState(): E2EState {
  const file = process.env.E2E_STATE
  if (!file) throw new Error('E2E_STATE not set: run through `npm run test:e2e`')
  return JSON.parse(fs.readFileSync(file, 'utf8')) as E2EState
}

export const serverLog = () => fs.readFileSync(e2eState().logFile, 'utf8')
