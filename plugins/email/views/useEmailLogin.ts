import { FoyerError, type Kernel } from 'foyer'
import { formatErrorMessage, t } from 'foyer/kit'
import { useCallback, useEffect, useRef, useState } from 'react'
import { type AuthFrame, connectAuth, embeddedWalletOf } from 'foyer/embedded-wallet'
import { emailCooldownLeft } from '../rules/emailCooldown.js'

export type EmailLoginPhase = 'sending' | 'device' | 'otp' | 'connecting' | 'failed'

/**
 * The frame's own words (SPEC §8), the cooldown's and a login whose code did not load; a failing frame is 'Something
 * went wrong' (the alert says more).
 */
const shownCodes = ['FRAME_ERROR', 'EMAIL_COOLDOWN', 'NO_AUTH_CONNECTOR', 'EMAIL_DEPENDENCY_FAILED']
const messageOf = (error: unknown) =>
  error instanceof FoyerError && shownCodes.includes(error.code)
    ? error.shortMessage
    : formatErrorMessage('SOMETHING_WENT_WRONG')

/**
 * The email login of SPEC §4: the login email (SPEC §5's cooldown), then the frame's action: VERIFY_DEVICE waits
 * for the approval link, VERIFY_OTP asks for the code, CONNECT connects the AUTH connector at once.
 */
export function useEmailLogin(kernel: Kernel, email: string) {
  const [phase, setPhase] = useState<EmailLoginPhase>('sending')
  const [error, setError] = useState<string>()
  const frame = useRef<Promise<AuthFrame>>(undefined)
  const live = useRef(true)
  const auth = () => {
    frame.current ??= embeddedWalletOf(kernel)
    return frame.current
  }
  const fail = (next: EmailLoginPhase) => (reason: unknown) => {
    if (!live.current) return
    kernel.logger.warn('email login failed', reason)
    setError(messageOf(reason))
    setPhase(next)
  }

  const connect = useCallback(async () => {
    setPhase('connecting')
    await connectAuth(kernel)
  }, [kernel])

  const send = useCallback(async () => {
    const login = await auth()
    const left = emailCooldownLeft(login.record().lastEmailAt, kernel.clock.now())
    if (left > 0)
      throw new FoyerError(t('Please try again after {seconds} seconds', { seconds: left }), { code: 'EMAIL_COOLDOWN' })
    setError(undefined)
    const action = await login.connectEmail(email, kernel.clock.now())
    if (!live.current) return
    if (action === 'CONNECT') return connect()
    if (action === 'VERIFY_OTP') return setPhase('otp')
    setPhase('device')
    await login.connectDevice()
    if (live.current) setPhase('otp')
  }, [email, kernel, connect])

  useEffect(() => {
    live.current = true
    const timer = setTimeout(() => send().catch(fail('failed')), 0)
    return () => {
      live.current = false
      clearTimeout(timer)
    }
  }, [send])

  return {
    phase,
    error,
    async submitOtp(otp: string) {
      setPhase('connecting')
      setError(undefined)
      await (await auth()).connectOtp(otp).then(connect).catch(fail('otp'))
    },
    resend: () => send().catch(fail('otp')),
  }
}
