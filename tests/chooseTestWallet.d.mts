import type { Page } from 'playwright-core'

export declare function chooseTestWallet(page: Page): Promise<void>
