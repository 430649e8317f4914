import type { ToastVariant } from '../types.js'

export interface ToastQueue {
  show(variant: ToastVariant, message: string): void
  loading(message: string): void
  success(message: string): void
  error(message: string): void
  hide(): void
  destroy(): void
}
