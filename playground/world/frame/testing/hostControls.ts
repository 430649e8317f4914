// The host page's `window.host`, driven from the test (Node) through Playwright.
import type { Page } from 'playwright-core'
import {
  type AppMessageName,
  type AppPayloadInput,
  createAppMessage,
  type ParsedFrameMessage,
  parseFrameMessage,
} from '../../../../adapters/embedded/frame/frameMessages.js'

/** The host page's `window.host` (see hostPage.ts); evaluated in the page, so each call names it itself. */
export interface HostApi {
  send(message: unknown, ms?: number): Promise<unknown>
  waitForType(type: string, ms?: number): Promise<unknown>
  countType(type: string): number
  received: { data: unknown; origin: string; fromFrame: boolean }[]
  results: string[]
  openPopup(): boolean
  navigatePopup(uri: string): void
  popupClosed(): boolean
  addChild(src: string): Promise<boolean>
}
type HostWindow = Window & { host: HostApi }

export function hostControls(page: Page) {
  /** Posts a raw message; resolves with the raw reply of the same id, or null after `ms`. */
  const sendRaw = (message: unknown, ms = 5000) =>
    page.evaluate(([message, ms]) => (window as unknown as HostWindow).host.send(message, ms as number), [
      message,
      ms,
    ] as const)
  return {
    page,
    sendRaw,
    /** Posts a built message; resolves with the reply as the product parses it (undefined: refused by the schema). */
    async send<N extends AppMessageName>(
      name: N,
      payload?: AppPayloadInput<N>,
      ms?: number,
    ): Promise<ParsedFrameMessage | undefined | null> {
      const raw = await sendRaw(createAppMessage(name, payload as AppPayloadInput<N>), ms)
      return raw === null ? null : parseFrameMessage(raw)
    },
    waitForType: (type: string, ms = 5000) =>
      page.evaluate(([type, ms]) => (window as unknown as HostWindow).host.waitForType(type as string, ms as number), [
        type,
        ms,
      ] as const),
    countType: (type: string) => page.evaluate((type) => (window as unknown as HostWindow).host.countType(type), type),
    received: () => page.evaluate(() => (window as unknown as HostWindow).host.received),
    results: () => page.evaluate(() => (window as unknown as HostWindow).host.results),
    openPopup: () => page.evaluate(() => (window as unknown as HostWindow).host.openPopup()),
    navigatePopup: (uri: string) =>
      page.evaluate((uri) => (window as unknown as HostWindow).host.navigatePopup(uri), uri),
    popupClosed: () => page.evaluate(() => (window as unknown as HostWindow).host.popupClosed()),
    addChild: (src: string) => page.evaluate((src) => (window as unknown as HostWindow).host.addChild(src), src),
  }
}
export type HostControls = ReturnType<typeof hostControls>
