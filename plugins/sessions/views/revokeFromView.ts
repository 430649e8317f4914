import type { FoyerError, Kernel } from 'foyer'
import { t } from 'foyer/ui'
import { revokeSmartSession } from '../revokeSmartSession.js'
import { updateSessions } from '../state.js'

/**
 * Revoke as the Sessions view does it: the session is marked as being revoked in the store (so the view, remounted
 * after the wallet's approval view, still shows it), the outcome is a toast, and the list is read again.
 */
export async function revokeFromView(kernel: Kernel, pci: string): Promise<void> {
  updateSessions(kernel, () => ({ revoking: pci }))
  try {
    await revokeSmartSession(kernel, pci)
    kernel.toasts.success(t('Session revoked'))
  } catch (error) {
    const reason = (error as FoyerError).shortMessage ?? String(error)
    kernel.toasts.error(t('The session could not be revoked: {reason}', { reason }))
  } finally {
    updateSessions(kernel, (slice) => ({ revoking: undefined, revokes: slice.revokes + 1 }))
  }
}
