import { createPauseStore, initiallyPaused, saveChoice, storedChoice } from './pauseStore';

const local = () => localStorage;
const KEY = 'background-animation';

const throwing = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('quota');
  },
} as unknown as Storage;

beforeEach(() => localStorage.clear());

describe('the stored choice', () => {
  it('is read back as it was saved', () => {
    saveChoice(true, local);
    expect(localStorage.getItem(KEY)).toBe('paused');
    expect(storedChoice(local)).toBe(true);
    saveChoice(false, local);
    expect(localStorage.getItem(KEY)).toBe('playing');
    expect(storedChoice(local)).toBe(false);
  });

  it('is none when absent or corrupt', () => {
    expect(storedChoice(local)).toBeNull();
    for (const corrupt of ['', 'true', '{"paused":true}', 'PAUSED']) {
      localStorage.setItem(KEY, corrupt);
      expect(storedChoice(local)).toBeNull();
    }
  });

  it('is none, and saving is a no-op, when storage throws or cannot be reached', () => {
    const denied = (): Storage => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    for (const storage of [() => throwing, denied]) {
      expect(storedChoice(storage)).toBeNull();
      expect(() => saveChoice(true, storage)).not.toThrow();
    }
  });
});

describe('paused at start', () => {
  it('follows an explicit choice, whatever saveData says', () => {
    expect(initiallyPaused(true, false)).toBe(true);
    expect(initiallyPaused(true, true)).toBe(true);
    expect(initiallyPaused(false, true)).toBe(false);
    expect(initiallyPaused(false, false)).toBe(false);
  });

  it('without a choice, only when the visitor asked to save data', () => {
    expect(initiallyPaused(null, true)).toBe(true);
    expect(initiallyPaused(null, false)).toBe(false);
  });
});

describe('the store', () => {
  it('plays by default, pauses with saveData, and a choice made earlier beats saveData', () => {
    expect(createPauseStore(local, () => false).get()).toBe(false);
    expect(createPauseStore(local, () => true).get()).toBe(true);
    localStorage.setItem(KEY, 'playing');
    expect(createPauseStore(local, () => true).get()).toBe(false);
    localStorage.setItem(KEY, 'paused');
    expect(createPauseStore(local, () => false).get()).toBe(true);
  });

  it('saves the choice for the next visit and tells its listeners', () => {
    const store = createPauseStore(local, () => true);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(false);
    expect(store.get()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(createPauseStore(local, () => true).get()).toBe(false);
    unsubscribe();
    store.set(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(createPauseStore(local, () => false).get()).toBe(true);
  });

  it('still pauses and plays for this visit when storage throws', () => {
    const store = createPauseStore(
      () => throwing,
      () => false,
    );
    expect(store.get()).toBe(false);
    store.set(true);
    expect(store.get()).toBe(true);
  });

  it('reads storage once, on first use, not when created', () => {
    const storage = vi.fn(local);
    const store = createPauseStore(storage, () => false);
    expect(storage).not.toHaveBeenCalled();
    store.get();
    store.get();
    expect(storage).toHaveBeenCalledTimes(1);
  });
});
