import { type Bus, UserRejectedRequestError } from 'foyer'

/**
 * SPEC §5: closing the modal while the visitor is asked to approve a request is their refusal. The app's request
 * rejects at once with a user rejection (EIP-1193's 4001); a late answer of the frame changes nothing.
 */
export function rejectOnClose<T>(bus: Bus, request: Promise<T>): Promise<T> {
  let off = () => {}
  const closed = new Promise<never>((_, reject) => {
    const onClose = () => reject(new UserRejectedRequestError({ details: 'the modal closed during the approval' }))
    bus.on('modal:close', onClose)
    off = () => bus.off('modal:close', onClose)
  })
  return Promise.race([request, closed]).finally(off)
}
