import { IDLE_FETCH, fetchAhead, fetchAheadWhenIdle, mayFetchAhead, skipFetchAhead } from './idleFetch';

/** The template as the build writes it into the head. */
function idleTemplate() {
  document.head.insertAdjacentHTML(
    'beforeend',
    `<template ${IDLE_FETCH}><link rel="prefetch" href="/assets/form.js" as="script" crossorigin ${IDLE_FETCH} /><link rel="preload" href="/assets/whole.css" as="style" /></template>`,
  );
}

const linked = () =>
  [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href') ?? ''}`);

const idleCallbacks: (() => void)[] = [];
beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  // A browser that prefetches, as Chromium and Gecko do (jsdom says it cannot).
  vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(true);
});
afterEach(() => {
  idleCallbacks.length = 0;
  document.head.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('fetching ahead', () => {
  it('puts the template’s links in the head, once', () => {
    idleTemplate();
    expect(linked()).toEqual([]);
    fetchAhead();
    fetchAhead();
    expect(linked()).toEqual(['prefetch /assets/form.js', 'preload /assets/whole.css']);
    expect(document.querySelector(`template[${IDLE_FETCH}]`)).toBeNull();
  });

  it('fetches nothing once the page has asked for the code itself', () => {
    idleTemplate();
    skipFetchAhead();
    fetchAhead();
    expect(linked()).toEqual([]);
  });

  it('preloads the modules instead where the browser cannot prefetch', () => {
    idleTemplate();
    vi.spyOn(DOMTokenList.prototype, 'supports').mockImplementation((token) => token !== 'prefetch');
    fetchAhead();
    expect(linked()).toEqual(['modulepreload /assets/form.js', 'preload /assets/whole.css']);
    // The module map holds them: the loader finds them there.
    skipFetchAhead();
    expect(linked()).toEqual(['modulepreload /assets/form.js', 'preload /assets/whole.css']);
  });

  it('takes its module links out once the page asks for the code, so that the loader links every module itself', () => {
    idleTemplate();
    // A prefetch of the page's own, not the template's: it stays.
    document.head.insertAdjacentHTML('beforeend', '<link rel="prefetch" href="/assets/other.js" as="script" />');
    fetchAhead();
    skipFetchAhead();
    expect(linked()).toEqual(['prefetch /assets/other.js', 'preload /assets/whole.css']);
  });

  it.each([
    [undefined, true],
    [{}, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g', saveData: false }, true],
    [{ saveData: true }, false],
    [{ effectiveType: '4g', saveData: true }, false],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
  ])('with the connection %j: %s', (connection, allowed) => {
    expect(mayFetchAhead(connection)).toBe(allowed);
  });

  it('waits for the page to load, then for the browser to be idle', () => {
    idleTemplate();
    let state: DocumentReadyState = 'interactive';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
    fetchAheadWhenIdle();
    expect(idleCallbacks).toHaveLength(0);
    state = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(idleCallbacks).toHaveLength(1);
    expect(linked()).toEqual([]);
    idleCallbacks[0]?.();
    expect(linked()).toHaveLength(2);
  });

  it('fetches nothing ahead under Save-Data', () => {
    idleTemplate();
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    fetchAheadWhenIdle();
    window.dispatchEvent(new Event('load'));
    for (const callback of idleCallbacks) callback();
    expect(idleCallbacks).toHaveLength(0);
    expect(linked()).toEqual([]);
  });
});
