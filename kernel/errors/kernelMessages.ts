/**
 * The error texts the kernel's first-open code throws (plugins, views, networks, adapters' registry, HTTP), with
 * the caller errors' (callerMessages.ts). The rest of SPEC §8's table (messages.ts) loads with the flows that
 * throw it, so the first open does not carry it.
 */
import { callerMessages, fillMessage } from './callerMessages.js'

export const kernelMessages = {
  ...callerMessages,
  ADAPTER_NOT_FOUND: 'Adapter not found',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  WALLETCONNECT_CONNECTOR_NOT_FOUND: 'WalletConnectConnector not found',
  NETWORK_NOT_FOUND: 'Network not found',
  REQUEST_ABORTED: 'Request was aborted',
  REQUEST_TIMEOUT: 'The request to {url} took too long',
  DUPLICATE_PLUGIN: 'Two plugins share the id {id}',
  UNKNOWN_PLUGIN: 'No plugin is known by the feature key {id}',
  PLUGIN_ORDER: 'Plugin {id} must come after {after}, which is not enabled',
  PLUGIN_LOAD_FAILED: 'Plugin {id} failed to load',
  FEATURE_DISABLED: 'The {feature} feature is off: enable it with features.{feature}',
  PLUGIN_ACTION_NOT_FOUND: 'Plugin {id} has no action {action}',
  DUPLICATE_ADAPTER: 'An adapter for {namespace} is already registered',
  VIEW_NOT_FOUND: 'No view is registered by the name {view}',
  HTTP_REQUEST_FAILED: 'HTTP status code: {status}',
  NETWORK_REQUEST_FAILED: 'The request to {url} failed',
  INVALID_RESPONSE: 'The response of {url} has an unexpected shape',
} as const

export type KernelErrorCode = keyof typeof kernelMessages

/** Fills `{name}` placeholders of the kernel's message for `code`. */
export function formatKernelMessage(code: KernelErrorCode, values?: Record<string, string | number>): string {
  return fillMessage(kernelMessages[code], values)
}
