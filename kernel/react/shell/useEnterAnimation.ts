import { createContext, useContext, useState } from 'react'

/** Whether the open's first view has been drawn in this dialog (the Dialog sets it, useAnimatedHeight tells when). */
export const FirstViewDrawn = createContext<{ readonly current: boolean }>({ current: true })

/**
 * `data-enter` for an element that animates in (a view, the title; dialogCss): set only when the element mounts
 * after the open's first view was drawn. SPEC §9's animations are transitions between views; the first view has
 * none to come from, and a visitor who just clicked waits for no animation. It is never started rather than
 * finished: an animation started and then finished costs the browser a style pass of the whole dialog.
 */
export function useEnterAnimation(): '' | undefined {
  const drawn = useContext(FirstViewDrawn)
  const [enter] = useState(() => drawn.current)
  return enter ? '' : undefined
}
