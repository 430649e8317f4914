import type { Page } from 'playwright-core'

/** An element of the dialog whose box changed after it was first drawn: each box it had, from the first. */
export interface Moved {
  name: string
  boxes: string[]
}

/** The controls a visitor aims at: rows, buttons, links and fields (spinners turn, texts may wrap anew). */
const controls = '.foyer-list-item, .foyer-button, a, input'

/**
 * Records, on every frame from now on, the box of each control the modal's dialog draws. A frame in which the
 * dialog's content changed size is read again after the shell's own resize observer has set the body's height
 * (ours is made after it, so it runs after it): what that frame paints, not what a layout before it had.
 */
export function recordBoxes(page: Page): Promise<void> {
  return page.evaluate((selector) => {
    const seen = new WeakMap<Element, string>()
    const frames: Record<string, string>[] = []
    let count = 0
    const read = () => {
      const boxes: Record<string, string> = {}
      const root = document.querySelector('foyer-modal')?.shadowRoot
      for (const element of root?.querySelectorAll(`[role="dialog"] :is(${selector})`) ?? []) {
        const { x, y, width, height } = element.getBoundingClientRect()
        if (width === 0 || height === 0) continue
        if (!seen.has(element))
          seen.set(element, `${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim()} #${count++}`)
        boxes[seen.get(element)!] = [x, y, width, height].map((value) => Math.round(value)).join(',')
      }
      return boxes
    }
    let observed: Element | undefined
    let observer: ResizeObserver | undefined
    const tick = () => {
      const inner = document.querySelector('foyer-modal')?.shadowRoot?.querySelector('.foyer-body-inner') ?? undefined
      if (inner !== observed) {
        observer?.disconnect()
        observed = inner
        observer = new ResizeObserver(() => frames.splice(-1, 1, read()))
        if (inner) observer.observe(inner)
      }
      frames.push(read())
      if (!(window as { __foyerBoxesStop?: boolean }).__foyerBoxesStop) requestAnimationFrame(tick)
    }
    Object.assign(window, { __foyerBoxes: frames, __foyerBoxesStop: false })
    requestAnimationFrame(tick)
  }, controls)
}

/** Stops recording; every control drawn meanwhile that moved or changed size, and how many frames were read. */
export async function movedBoxes(page: Page): Promise<{ moved: Moved[]; frames: number; drawn: string[] }> {
  const frames = await page.evaluate(() => {
    const recording = window as unknown as { __foyerBoxes: Record<string, string>[]; __foyerBoxesStop: boolean }
    recording.__foyerBoxesStop = true
    return recording.__foyerBoxes
  })
  const history = new Map<string, string[]>()
  for (const frame of frames)
    for (const [name, box] of Object.entries(frame)) {
      const boxes = history.get(name) ?? []
      if (boxes.at(-1) !== box) boxes.push(box)
      history.set(name, boxes)
    }
  const moved = [...history].filter(([, boxes]) => boxes.length > 1).map(([name, boxes]) => ({ name, boxes }))
  return { moved, frames: frames.length, drawn: [...history.keys()] }
}
