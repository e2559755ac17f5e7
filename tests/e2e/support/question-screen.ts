// Reading the question screen in browser tests: the main heading (a statement or a tip), waiting for it to change,
// and a count of what the person did (keys pressed, taps) so the tests can say how much effort the test takes.
import type { Locator, Page } from 'playwright-core';

export async function heading(page: Page): Promise<string> {
  return (await page.locator('main h1').first().innerText()).trim();
}

/** Waits until the main heading is no longer `previous` (or the questions are left behind). */
export async function headingChanges(page: Page, previous: string): Promise<void> {
  await page.waitForFunction((text) => {
    const current = document.querySelector('main h1')?.textContent?.trim();
    return !location.pathname.startsWith('/answer/question/') || (Boolean(current) && current !== text);
  }, previous, { timeout: 30_000 });
}

export async function headingIs(page: Page, expected: string): Promise<void> {
  await page.waitForFunction((text) => document.querySelector('main h1')?.textContent?.trim() === text, expected);
}

export async function isStatement(page: Page): Promise<boolean> {
  return (await page.locator('main input[type="radio"]').count()) > 0;
}

/** Every key pressed and every tap, counted as the person would feel them. */
export class Effort {
  keys = 0;
  taps = 0;

  constructor(private readonly page: Page) {}

  async press(key: string): Promise<void> {
    this.keys += 1;
    await this.page.keyboard.press(key);
  }

  async tap(target: Locator): Promise<void> {
    this.taps += 1;
    await target.tap();
  }

  /** A tap at the centre of a box measured earlier: no waiting for the target first. */
  async tapAt(box: { x: number; y: number; width: number; height: number }): Promise<void> {
    this.taps += 1;
    await this.page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  }
}
