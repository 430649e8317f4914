import { randomInt } from 'node:crypto'
import type { OneTimeCode } from '../site/createDevices.js'
import { FrameRequestError } from '../site/FrameRequestError.js'

export const codeLifetimeMs = 10 * 60_000
export const maxCodeAttempts = 5

export const newCode = (now: number): OneTimeCode => ({
  value: String(randomInt(0, 1_000_000)).padStart(6, '0'),
  expiresAt: now + codeLifetimeMs,
  attempts: 0,
})

/** Throws the reason a code is refused: expired, too many attempts, or wrong (which counts an attempt). */
export function checkCode(code: OneTimeCode, given: string, now: number): void {
  if (now > code.expiresAt) throw new FrameRequestError('This code has expired: request a new one')
  if (code.attempts >= maxCodeAttempts) throw new FrameRequestError('Too many attempts: request a new code')
  if (given.trim() !== code.value) {
    code.attempts += 1
    throw new FrameRequestError('Invalid code')
  }
}
