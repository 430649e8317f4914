// The `foyer/headless/react` entrypoint: the React hook over `foyer/headless`. Explicit re-exports only.
export { type UseHeadlessReturnType, useHeadless } from './useHeadless.js'
