/** One step of a path glob: a literal character, `*` (within a segment) or `**` (across segments). */
type Step = string | typeof star | typeof globstar
const star = Symbol('*')
const globstar = Symbol('**')

function steps(glob: string): Step[] {
  const out: Step[] = []
  for (let index = 0; index < glob.length; index++) {
    if (glob[index] !== '*') out.push(glob[index]!)
    else if (glob[index + 1] === '*') {
      while (glob[index + 1] === '*') index++
      out.push(globstar)
    } else out.push(star)
  }
  return out
}

/**
 * A glob over paths (`*` is one segment's worth of characters, `**` anything), matched as a set of positions
 * stepped once per character: time grows with glob × path length, never exponentially (no backtracking).
 */
export function compileGlob(glob: string): (path: string) => boolean {
  const pattern = steps(glob)
  const end = pattern.length
  const close = (states: boolean[]) => {
    for (let at = 0; at < end; at++) if (states[at] && typeof pattern[at] === 'symbol') states[at + 1] = true
    return states
  }
  return (path) => {
    let states = close(Object.assign(new Array<boolean>(end + 1).fill(false), { 0: true }))
    for (const char of path) {
      const next = new Array<boolean>(end + 1).fill(false)
      for (let at = 0; at < end; at++) {
        if (!states[at]) continue
        const step = pattern[at]
        if (step === globstar || (step === star && char !== '/')) next[at] = true
        else if (step === char) next[at + 1] = true
      }
      states = close(next)
      if (!states.includes(true)) return false
    }
    return states[end] === true
  }
}
