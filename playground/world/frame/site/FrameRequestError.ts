/** A request the site refuses: the frame answers `@w3m-frame/<NAME>_ERROR` with this message. */
export class FrameRequestError extends Error {
  override name = 'FrameRequestError'
}
