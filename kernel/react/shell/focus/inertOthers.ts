/**
 * Makes every other child of <body> inert (unfocusable, unclickable, hidden from assistive
 * technology) and returns the undo, which restores exactly what was changed: elements that
 * were inert before stay inert.
 */
export function inertOthers(keep: Element): () => void {
  const changed: Element[] = []
  for (const child of Array.from(document.body.children)) {
    if (child === keep || child.hasAttribute('inert')) continue
    child.setAttribute('inert', '')
    changed.push(child)
  }
  return () => {
    for (const child of changed) child.removeAttribute('inert')
  }
}
