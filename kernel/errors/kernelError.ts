/** Errors of the kernel's own codes (kernelMessages.ts), for code of the first open, which carries only that table. */
import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'
import { formatKernelMessage, type KernelErrorCode } from './kernelMessages.js'

/** A FoyerError with one of the kernel's codes and its exact text: `kernelError('VIEW_NOT_FOUND', { view })`. */
export function kernelError(
  code: KernelErrorCode,
  values?: Record<string, string | number>,
  parameters: Omit<FoyerErrorParameters, 'code'> = {},
): FoyerError {
  return new FoyerError(formatKernelMessage(code, values), { ...parameters, code })
}
