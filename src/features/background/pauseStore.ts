// Whether the visitor paused the background (WCAG 2.2.2). The control in the page's first bundle and
// the background loaded later share this module, so it stays tiny and imports nothing.

/** The localStorage item that keeps the visitor's choice: 'paused' or 'playing'. */
export const PAUSE_CHOICE_KEY = 'background-animation';

/** The visitor's explicit choice on an earlier visit: paused (true), playing (false), or none (null). */
export function storedChoice(storage: () => Storage): boolean | null {
  try {
    const value = storage().getItem(PAUSE_CHOICE_KEY);
    if (value === 'paused') return true;
    if (value === 'playing') return false;
    return null;
  } catch {
    // Storage disabled or denied: no choice was kept.
    return null;
  }
}

export function saveChoice(paused: boolean, storage: () => Storage): void {
  try {
    storage().setItem(PAUSE_CHOICE_KEY, paused ? 'paused' : 'playing');
  } catch {
    // Full or disabled storage: the choice holds for this visit only.
  }
}

/** An explicit choice wins; without one, a visitor who asked to save data starts paused. */
export function initiallyPaused(choice: boolean | null, saveData: boolean): boolean {
  return choice ?? saveData;
}

export interface PauseStore {
  get(): boolean;
  set(paused: boolean): void;
  subscribe(listener: () => void): () => void;
}

/** Reads the choice once, on first use (never while prerendering), and keeps it in memory after. */
export function createPauseStore(storage: () => Storage, saveData: () => boolean): PauseStore {
  let paused: boolean | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => (paused ??= initiallyPaused(storedChoice(storage), saveData())),
    set(next) {
      paused = next;
      saveChoice(next, storage);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// Network Information API: Chromium only, not in the DOM typings.
const saveDataRequested = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

export const pauseStore = createPauseStore(() => window.localStorage, saveDataRequested);
