/** Which part of the send form an error code belongs to: the amount, the receiver, or the form as a whole. */
export function fieldOfError(code: string | undefined): 'amount' | 'receiver' | 'form' {
  if (code === 'SEND_INSUFFICIENT_BALANCE' || code?.endsWith('_AMOUNT') || code === 'SEND_TOO_MANY_DECIMALS')
    return 'amount'
  if (code === 'SEND_INVALID_ADDRESS' || code === 'SEND_NAME_NOT_FOUND' || code === 'NAME_RESOLVE_FAILED')
    return 'receiver'
  return 'form'
}
