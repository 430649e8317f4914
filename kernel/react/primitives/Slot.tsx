import type { Slots } from '../../index.js'
import { useFoyerState } from '../hooks/useFoyerState.js'
import { useKernel } from '../hooks/useFoyer.js'
import { LazyModule } from './LazyModule.js'

export interface SlotProps {
  /** The slot's name, e.g. 'account.actions' or 'connect.footer'. */
  name: keyof Slots | (string & {})
  props?: Record<string, unknown>
}

/** A named place in a built-in view that plugins fill (DESIGN.md: plugin authors extend views). */
export function Slot({ name, props }: SlotProps) {
  const kernel = useKernel()
  useFoyerState((state) => state.plugins) // re-render when plugins come and go
  return (
    <>
      {kernel.plugins.slot(name).map((fill) => (
        <LazyModule key={fill.id} load={fill.load} props={props} />
      ))}
    </>
  )
}
