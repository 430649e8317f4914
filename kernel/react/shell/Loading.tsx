import { Spinner } from '../primitives/Spinner.js'

export function Loading() {
  return (
    <div className="foyer-loading">
      <Spinner />
    </div>
  )
}
