// Mock-mode scenarios, chosen by the ?scenario= query parameter and kept for the browser tab (sessionStorage), so
// they survive the app's own navigation and reloads.
export const SCENARIOS = ['free-result', 'paid-report', 'payment-declined', 'server-error', 'slow-network'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const DEFAULT_SCENARIO: Scenario = 'free-result';
/** How long every answer takes in the slow-network scenario. */
export const SLOW_NETWORK_MS = 2500;
const KEY = 'mindprint-mock-scenario';

export function isScenario(value: unknown): value is Scenario {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);
}

/** The scenario the address names, else the one this tab chose before, else the default. */
export function chooseScenario(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): Scenario {
  const asked = new URLSearchParams(search).get('scenario');
  if (isScenario(asked)) {
    storage?.setItem(KEY, asked);
    return asked;
  }
  const kept = storage?.getItem(KEY);
  return isScenario(kept) ? kept : DEFAULT_SCENARIO;
}
