import { useLayoutEffect, useState } from 'react'
import { adoptStyles } from '../adoptStyles.js'

export interface ShadowHost {
  host: HTMLElement
  root: ShadowRoot
}

/**
 * Appends a host element to <body> with an open shadow root holding `css` (adoptStyles: a strict CSP
 * allows it), so the page's CSS and ours never mix; removes it on unmount. The host sits above the page
 * (z-index 999, SPEC §9).
 */
export function useShadowHost(css: string, nonce?: string): ShadowHost | undefined {
  const [target, setTarget] = useState<ShadowHost>()
  useLayoutEffect(() => {
    const host = document.createElement('foyer-modal')
    host.style.cssText = 'display:block;position:fixed;top:0;left:0;width:0;height:0;z-index:999'
    const root = host.attachShadow({ mode: 'open' })
    adoptStyles(root, css, nonce)
    document.body.append(host)
    setTarget({ host, root })
    return () => {
      host.remove()
      setTarget(undefined)
    }
  }, [css, nonce])
  return target
}
