import type { PluginContext, RouterGuard } from 'foyer'
import type { SiwxConfig } from './SiwxConfig.js'
import { selectSiwx, updateSiwx } from './state.js'

/**
 * While sign-in is pending, the way to Account leads to SIWXSignMessage; and while it is required (SPEC §2), the
 * view cannot be closed nor left back (Escape, the close button): it stays and says why.
 */
export function requiredGuard(context: Pick<PluginContext, 'store' | 'updateSlice'>, config: SiwxConfig): RouterGuard {
  return ({ action, from, to }) => {
    const { pending } = selectSiwx(context.store.getState())
    if (!pending) return
    if (to?.view === 'Account') return { view: 'SIWXSignMessage' }
    if (config.required && from?.view === 'SIWXSignMessage' && (action === 'close' || action === 'back')) {
      updateSiwx(context, (draft) => {
        draft.closeRefused = true
      })
      return 'cancel'
    }
  }
}
