// For tests of SPEC's error texts with Foyer's own plugins: the kernel's table, and the texts of its manifests'
// option conflicts (which createFoyer throws with their code).
import { optionConflicts } from '../../plugins/catalogue.js'
import { fillMessage } from '../errors/callerMessages.js'
import { type ErrorCode as KernelErrorCode, errorMessages as kernelMessages } from '../errors/messages.js'

export type ErrorCode = KernelErrorCode | (typeof optionConflicts)[number]['code']

export const errorMessages: Record<ErrorCode, string> = {
  ...kernelMessages,
  ...Object.fromEntries(optionConflicts.map((conflict) => [conflict.code, conflict.message])),
} as Record<ErrorCode, string>

/** Fills `{name}` placeholders of the message for `code`, as formatErrorMessage does. */
export const formatErrorMessage = (code: ErrorCode, values?: Record<string, string | number>): string =>
  fillMessage(errorMessages[code], values)
