import { FoyerError, type Kernel } from 'foyer'
import { foyerError, formatErrorMessage, t } from 'foyer/kit'
import { useState } from 'react'
import { authConnectorId, embeddedWalletOf } from 'foyer/embedded-wallet'

export type UpdateEmailStep = 'email' | 'primary' | 'secondary' | 'busy'

const known = ['FRAME_ERROR', 'NO_AUTH_CONNECTOR', 'NOT_CONNECTED_TO_EMAIL_OR_SOCIAL']
const messageOf = (error: unknown) =>
  error instanceof FoyerError && known.includes(error.code)
    ? error.shortMessage
    : formatErrorMessage('SOMETHING_WENT_WRONG')

/**
 * The email update of SPEC §4: UPDATE_EMAIL, then the code sent to the current email (VERIFY_PRIMARY_OTP) and the
 * one sent to the new email (VERIFY_SECONDARY_OTP); on the secondary code's success the new email is stored.
 */
export function useUpdateEmail(kernel: Kernel) {
  const [step, setStep] = useState<UpdateEmailStep>('email')
  const [shown, setShown] = useState<UpdateEmailStep>('email')
  const [newEmail, setNewEmail] = useState('')
  const [error, setError] = useState<string>()
  const auth = async () => {
    const { activeNamespace, activeConnectorIds } = kernel.store.getState()
    if (!activeNamespace || activeConnectorIds[activeNamespace] !== authConnectorId)
      throw foyerError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL')
    return embeddedWalletOf(kernel)
  }
  const attempt = async (from: UpdateEmailStep, work: () => Promise<UpdateEmailStep | undefined>) => {
    setStep('busy')
    setError(undefined)
    try {
      const next = await work()
      if (next) {
        setStep(next)
        setShown(next)
      }
    } catch (reason) {
      kernel.logger.warn('email update failed', reason)
      setError(messageOf(reason))
      setStep(from)
    }
  }
  return {
    step,
    shown,
    newEmail,
    error,
    submitEmail: (email: string) =>
      attempt('email', async () => {
        const { action } = await (await auth()).bridge.request('UPDATE_EMAIL', { email })
        setNewEmail(email)
        return action === 'VERIFY_PRIMARY_OTP' ? 'primary' : 'secondary'
      }),
    submitOtp: (otp: string) =>
      attempt(shown, async () => {
        const frame = await auth()
        if (shown === 'primary') {
          await frame.bridge.request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
          return 'secondary'
        }
        const { newEmail: stored } = await frame.bridge.request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
        frame.rememberEmail(stored)
        kernel.toasts.success(t('Email updated'))
        kernel.router.reset('Account')
        return undefined
      }),
  }
}
