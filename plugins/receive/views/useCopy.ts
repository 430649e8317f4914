import { useEffect, useState } from 'react'

export type CopyState = 'idle' | 'copied' | 'failed'

/** How long the Copy button says Copied. */
export const copiedForMs = 2_000

/** Copies a text to the clipboard and holds what came of it for a moment (for a label and a live region). */
export function useCopy() {
  const [state, setState] = useState<CopyState>('idle')
  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), copiedForMs)
    return () => clearTimeout(timer)
  }, [state])
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
      setState('copied')
    } catch {
      setState('failed') // no clipboard here (an insecure page), or the browser refused
    }
  }
  return { state, copy }
}
