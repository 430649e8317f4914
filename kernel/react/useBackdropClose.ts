import { type MouseEvent, type PointerEvent, useEffect, useRef, useState } from 'react'

/** How long after the backdrop shows before a press on it may close: a second press of the opener's double-click does not. */
export const backdropArmMs = 300

/**
 * The backdrop's handlers: `onClose` runs on a click that began (pointerdown) and ended on the backdrop itself,
 * is not a double-click's second press, and began once the backdrop had been shown `backdropArmMs`
 * (`data-armed` then).
 */
export function useBackdropClose(onClose: () => void) {
  const [armed, setArmed] = useState(false)
  const pressed = useRef(false)
  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), backdropArmMs)
    return () => clearTimeout(timer)
  }, [])
  return {
    'data-armed': armed ? '' : undefined,
    onPointerDown: (event: PointerEvent) => {
      pressed.current = armed && event.target === event.currentTarget
    },
    onClick: (event: MouseEvent) => {
      const close = pressed.current && event.target === event.currentTarget && event.detail < 2
      pressed.current = false
      if (close) onClose()
    },
  }
}
