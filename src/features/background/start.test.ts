import type { RendererMessage } from './engine';
import { WORKER_SILENCE_MS } from './start';
import type { WorkerInit, WorkerReport } from './worker';

/**
 * Stands in for the drawing worker, or a shared worker's port: keeps what the page posts to it and,
 * unless told to stay silent, answers as the real one does (`ready` once it has the canvas).
 */
class FakeWorker {
  static last: FakeWorker | undefined;
  /** Whether the next dedicated worker answers. */
  static answers = true;
  readonly messages: (WorkerInit | RendererMessage)[] = [];
  readonly transfers: Transferable[][] = [];
  onmessage: ((event: { data: WorkerReport }) => void) | null = null;
  onerror: (() => void) | null = null;
  /** Terminated (a dedicated worker) or closed (a shared worker's port): let go by the page. */
  letGo = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
    readonly answers = FakeWorker.answers,
  ) {
    FakeWorker.last = this;
  }
  postMessage(message: WorkerInit | RendererMessage, transfer: Transferable[] = []) {
    this.messages.push(message);
    this.transfers.push(transfer);
    if (message.type === 'init' && this.answers) this.report({ type: 'ready' });
  }
  /** A report, arriving as a message does: after what the page is doing now. */
  report(data: WorkerReport) {
    void Promise.resolve().then(() => this.onmessage?.({ data }));
  }
  terminate() {
    this.letGo = true;
  }
  close() {
    this.letGo = true;
  }
}

/** Stands in for a shared worker: its port is what the page talks to; it connects unless told not to. */
class FakeSharedWorker {
  static last: FakeSharedWorker | undefined;
  /** Whether the next shared worker connects and answers. */
  static answers = true;
  readonly port: FakeWorker;
  onerror: (() => void) | null = null;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    this.port = new FakeWorker(url, options, FakeSharedWorker.answers);
    if (FakeSharedWorker.answers) this.port.report({ type: 'connected' });
    FakeSharedWorker.last = this;
  }
}

/** Reports, when the test says so, whether the observed element is in view. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  readonly observed: Element[] = [];
  constructor(private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    FakeIntersectionObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

/** The reduced-motion media query, switched by the test. */
function fakeMedia(matches: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  return {
    matches,
    addEventListener: (_: 'change', listener: (event: { matches: boolean }) => void) => listeners.add(listener),
    change: (next: boolean) => listeners.forEach((listener) => listener({ matches: next })),
  };
}

/** Modules loaded afresh take a while on a busy machine: a condition waited for that long at most. */
const LOADED = { timeout: 10_000 };
const OFFSCREEN = { offscreen: true };
/** Listeners the module under test adds to the window and document, removed after each test. */
const added: [EventTarget, string, EventListenerOrEventListenerObject | null][] = [];
let hidden = false;

interface Page {
  focused?: boolean;
  hidden?: boolean;
  reducedMotion?: boolean;
  pixelRatio?: number;
}

async function start({ focused = true, hidden: tabHidden = false, reducedMotion = false, pixelRatio = 1 }: Page = {}) {
  hidden = tabHidden;
  vi.spyOn(document, 'hasFocus').mockReturnValue(focused);
  vi.stubGlobal('devicePixelRatio', pixelRatio);
  const media = fakeMedia(reducedMotion);
  vi.stubGlobal('matchMedia', () => media);
  // Fresh modules: the visitor's pause store reads its stored choice once.
  vi.resetModules();
  const { startBackground } = await import('./start');
  const { pauseStore } = await import('./pauseStore');
  const started = startBackground();
  // A silent worker is replaced after a while: that while passes at once.
  if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(2 * WORKER_SILENCE_MS);
  const renderer = await started;
  const worker = FakeWorker.last;
  const observer = FakeIntersectionObserver.last;
  if (!worker || !observer) throw new Error('No worker or observer');
  const canvas = document.querySelector('canvas');
  if (!canvas) throw new Error('No canvas');
  const sent = <T extends RendererMessage['type']>(type: T) =>
    worker.messages.filter((m): m is Extract<RendererMessage, { type: T }> => m.type === type);
  return {
    renderer,
    worker,
    observer,
    media,
    canvas,
    pauseStore,
    init: worker.messages[0] as WorkerInit,
    sent,
    /** What the worker was last told: paused or not. */
    paused: () => sent('paused').at(-1)?.paused,
  };
}

const setHidden = (next: boolean) => {
  hidden = next;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  FakeWorker.last = undefined;
  FakeSharedWorker.last = undefined;
  FakeWorker.answers = true;
  FakeSharedWorker.answers = true;
  hidden = false;
  FakeIntersectionObserver.last = undefined;
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('SharedWorker', FakeSharedWorker);
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  Object.defineProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen', {
    configurable: true,
    value: () => OFFSCREEN,
  });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  for (const target of [window, document, document.documentElement]) {
    const add = target.addEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      added.push([target, type, listener]);
      add(type, listener, options);
    });
  }
});

afterEach(() => {
  for (const [target, type, listener] of added.splice(0)) target.removeEventListener(type, listener);
  Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
  Reflect.deleteProperty(document, 'hidden');
  Reflect.deleteProperty(navigator, 'connection');
  document.querySelectorAll('canvas').forEach((canvas) => canvas.remove());
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the background on the page', () => {
  it('is a fixed, full-window canvas behind the content, out of the way of pointers and assistive technology', async () => {
    const { canvas } = await start();
    expect(document.body.firstElementChild).toBe(canvas);
    expect(canvas.getAttribute('aria-hidden')).toBe('true');
    expect(canvas.style).toMatchObject({
      position: 'fixed',
      inset: '0px',
      width: '100%',
      height: '100%',
      zIndex: '-1',
      pointerEvents: 'none',
    });
  });

  it('hands its canvas to a shared module worker of its own, with the window size, the pixel ratio up to 2, and reduced motion', async () => {
    const { worker, init } = await start({ reducedMotion: true, pixelRatio: 3 });
    const shared = FakeSharedWorker.last;
    expect(shared?.port).toBe(worker);
    expect(shared?.url.pathname).toMatch(/\/worker\.ts$/);
    expect(shared?.options).toEqual({ type: 'module', name: expect.stringMatching(/^background-\w+$/) });
    expect(init).toEqual({
      type: 'init',
      canvas: OFFSCREEN,
      width: 1024,
      height: 768,
      pixelRatio: 2,
      reducedMotion: true,
      paused: false,
    });
    expect(worker.transfers[0]).toEqual([OFFSCREEN]);
    const { init: sharp } = await start({ pixelRatio: 1.5 });
    expect(sharp).toMatchObject({ pixelRatio: 1.5, reducedMotion: false });
    // Another page (here, the next start) gets a worker of its own, not this one.
    expect(FakeSharedWorker.last?.options.name).not.toBe(shared?.options.name);
  });

  it('hands it to a dedicated module worker where the browser has no shared ones', async () => {
    vi.stubGlobal('SharedWorker', undefined);
    const { worker, init } = await start();
    expect(FakeSharedWorker.last).toBeUndefined();
    expect(worker.url.pathname).toMatch(/\/worker\.ts$/);
    expect(worker.options).toEqual({ type: 'module' });
    expect(init).toMatchObject({ type: 'init', canvas: OFFSCREEN, paused: false });
    expect(worker.transfers[0]).toEqual([OFFSCREEN]);
    worker.onmessage?.({ data: { type: 'fps', fps: 60 } });
    expect(document.querySelector('canvas')?.dataset.fps).toBe('60');
  });

  it('draws on the page itself where the browser cannot hand a canvas to a worker', async () => {
    Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
    const calls: string[] = [];
    const context = new Proxy({}, { get: (_, name) => () => calls.push(String(name)) });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as CanvasRenderingContext2D);
    // Hidden, so it draws its stars once and then waits.
    hidden = true;
    vi.stubGlobal('matchMedia', () => fakeMedia(false));
    vi.resetModules();
    const { startBackground } = await import('./start');
    await startBackground();
    expect(FakeWorker.last).toBeUndefined();
    expect(FakeSharedWorker.last).toBeUndefined();
    expect(calls).toContain('clearRect');
    expect(calls).toContain('drawImage');
  });

  it('shows the frames a second the worker reports, and 0 itself as soon as it pauses the worker', async () => {
    const { worker, canvas, pauseStore } = await start();
    expect(canvas.dataset.fps).toBe('0');
    worker.onmessage?.({ data: { type: 'fps', fps: 42 } });
    expect(canvas.dataset.fps).toBe('42');
    setHidden(true);
    expect(canvas.dataset.fps).toBe('0');
    // A report the worker sent before it was told to pause, arriving after.
    worker.onmessage?.({ data: { type: 'fps', fps: 42 } });
    expect(canvas.dataset.fps).toBe('0');
    setHidden(false);
    worker.onmessage?.({ data: { type: 'fps', fps: 60 } });
    expect(canvas.dataset.fps).toBe('60');
    pauseStore.set(true);
    expect(canvas.dataset.fps).toBe('0');
  });

  it('hands the canvas to a dedicated worker where the browser refuses a shared one', async () => {
    vi.stubGlobal(
      'SharedWorker',
      class {
        readonly port: MessagePort | undefined;
        constructor() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        }
      },
    );
    const { worker, init } = await start();
    expect(worker.options).toEqual({ type: 'module' });
    expect(init).toMatchObject({ type: 'init', canvas: OFFSCREEN });
  });

  it('passes on the pointer, its leaving the window, clicks and a change of reduced motion', async () => {
    const { sent, media } = await start();
    window.dispatchEvent(new MouseEvent('pointermove', { clientX: 10, clientY: 20 }));
    document.documentElement.dispatchEvent(new MouseEvent('pointerleave'));
    window.dispatchEvent(new MouseEvent('click', { clientX: 30, clientY: 40 }));
    media.change(true);
    expect(sent('pointer')).toEqual([{ type: 'pointer', x: 10, y: 20 }]);
    expect(sent('pointerLeave')).toEqual([{ type: 'pointerLeave' }]);
    expect(sent('click')).toEqual([{ type: 'click', x: 30, y: 40 }]);
    expect(sent('reducedMotion')).toEqual([{ type: 'reducedMotion', reduce: true }]);
  });

  it('resizes 0.5 s after the window stops resizing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { sent } = await start({ pixelRatio: 2 });
    vi.stubGlobal('innerWidth', 800);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(300);
    vi.stubGlobal('innerHeight', 600);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(499);
    expect(sent('resize')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent('resize')).toEqual([{ type: 'resize', width: 800, height: 600, pixelRatio: 2 }]);
  });
});

describe('pausing (when the window loses focus or the canvas leaves the viewport)', () => {
  it('pauses while the window is blurred', async () => {
    const { paused } = await start();
    expect(paused()).toBe(false);
    window.dispatchEvent(new Event('blur'));
    expect(paused()).toBe(true);
    window.dispatchEvent(new Event('focus'));
    expect(paused()).toBe(false);
  });

  it('pauses while the tab is hidden', async () => {
    const { paused } = await start();
    setHidden(true);
    expect(paused()).toBe(true);
    setHidden(false);
    expect(paused()).toBe(false);
  });

  it('pauses while the canvas is out of view', async () => {
    const { paused, observer, canvas } = await start();
    expect(observer.observed).toEqual([canvas]);
    observer.report(false);
    expect(paused()).toBe(true);
    observer.report(true);
    expect(paused()).toBe(false);
  });

  it('pauses while the visitor chose so', async () => {
    const { paused, pauseStore } = await start();
    pauseStore.set(true);
    expect(paused()).toBe(true);
    pauseStore.set(false);
    expect(paused()).toBe(false);
  });

  it('plays again only when none of these holds', async () => {
    const { paused, pauseStore, observer } = await start();
    pauseStore.set(true);
    window.dispatchEvent(new Event('blur'));
    setHidden(true);
    observer.report(false);
    pauseStore.set(false);
    expect(paused()).toBe(true);
    window.dispatchEvent(new Event('focus'));
    expect(paused()).toBe(true);
    setHidden(false);
    expect(paused()).toBe(true);
    observer.report(true);
    expect(paused()).toBe(false);
  });

  it.each([
    ['the window is blurred', { focused: false }],
    ['the tab is hidden', { hidden: true }],
  ])('starts paused, from the first frame, when %s', async (_, page) => {
    const { init, paused } = await start(page);
    expect(init.paused).toBe(true);
    expect(paused()).toBe(true);
  });

  it('starts paused, from the first frame, when the visitor paused it on an earlier visit', async () => {
    localStorage.setItem('background-animation', 'paused');
    const { init, paused } = await start();
    expect(init.paused).toBe(true);
    expect(paused()).toBe(true);
  });

  it.each([
    [true, 'starts paused'],
    [false, 'plays'],
  ])('with saveData %s, it %s', async (saveData) => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData } });
    const { init } = await start();
    expect(init.paused).toBe(saveData);
  });
});

describe('a worker that does not answer', () => {
  const canvases = () => [...document.querySelectorAll('canvas')];

  it('hands the canvas to a shared worker only once it has connected', async () => {
    FakeSharedWorker.answers = false;
    vi.resetModules();
    const { startBackground } = await import('./start');
    const started = startBackground();
    await vi.waitFor(() => expect(FakeSharedWorker.last).toBeDefined(), LOADED);
    const port = FakeSharedWorker.last?.port as FakeWorker;
    await Promise.resolve();
    expect(port.messages).toEqual([]);
    port.onmessage?.({ data: { type: 'connected' } });
    await vi.waitFor(() => expect(port.messages[0]).toMatchObject({ type: 'init', canvas: OFFSCREEN }), LOADED);
    port.onmessage?.({ data: { type: 'ready' } });
    await expect(started).resolves.toBe('shared');
  });

  it('is replaced by a dedicated worker, on a new canvas, when a shared one never connects', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    FakeSharedWorker.answers = false;
    const { renderer, worker, canvas, init } = await start();
    const shared = FakeSharedWorker.last as FakeSharedWorker;
    // Never handed the canvas; told to stop, then let go.
    expect(shared.port.messages).toEqual([{ type: 'stop' }]);
    expect(shared.port.letGo).toBe(true);
    expect(worker).not.toBe(shared.port);
    expect(worker.options).toEqual({ type: 'module' });
    expect(init).toMatchObject({ type: 'init', canvas: OFFSCREEN });
    expect(renderer).toBe('dedicated');
    expect(canvases()).toEqual([canvas]);
    expect(canvas.dataset.renderer).toBe('dedicated');
  });

  it('is replaced when a shared one connects but does not take the canvas, and never two draw on one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const shared = vi.fn();
    // It connects, then stays silent: the canvas it was handed is spent.
    class ConnectsOnly extends FakeSharedWorker {
      constructor(url: URL, options: WorkerOptions) {
        super(url, options);
        Object.assign(this.port, { answers: false });
        shared(this);
      }
    }
    vi.stubGlobal('SharedWorker', ConnectsOnly);
    const firstCanvas = vi.spyOn(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
    const { renderer, canvas } = await start();
    const port = (shared.mock.calls[0]?.[0] as FakeSharedWorker).port;
    expect(port.messages[0]).toMatchObject({ type: 'init' });
    // A worker only slow to answer would go on drawing unseen: it is told to stop before it is let go.
    expect(port.messages.at(-1)).toEqual({ type: 'stop' });
    expect(port.letGo).toBe(true);
    expect(renderer).toBe('dedicated');
    // Each worker got a canvas of its own; the page shows only the last.
    expect(firstCanvas).toHaveBeenCalledTimes(2);
    expect(firstCanvas.mock.contexts[0]).not.toBe(canvas);
    expect(firstCanvas.mock.contexts[1]).toBe(canvas);
    expect(canvases()).toEqual([canvas]);
  });

  it('is replaced at once, with no wait, when its script fails to load', async () => {
    class Fails extends FakeSharedWorker {
      constructor(url: URL, options: WorkerOptions) {
        super(url, options);
        Object.assign(this.port, { answers: false });
        void Promise.resolve().then(() => this.onerror?.());
      }
    }
    vi.stubGlobal('SharedWorker', Fails);
    FakeSharedWorker.answers = false;
    // No time passes: only the error can move it on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.resetModules();
    const { startBackground } = await import('./start');
    await expect(startBackground()).resolves.toBe('dedicated');
  });

  it('tells the renderer of a window resized and of reduced motion turned on while it started', async () => {
    FakeSharedWorker.answers = false;
    const media = fakeMedia(false);
    vi.stubGlobal('matchMedia', () => media);
    vi.resetModules();
    const { startBackground } = await import('./start');
    const started = startBackground();
    await vi.waitFor(() => expect(FakeSharedWorker.last).toBeDefined(), LOADED);
    const port = FakeSharedWorker.last?.port as FakeWorker;
    port.onmessage?.({ data: { type: 'connected' } });
    await vi.waitFor(
      () => expect(port.messages[0]).toMatchObject({ type: 'init', width: 1024, reducedMotion: false }),
      LOADED,
    );
    vi.stubGlobal('innerWidth', 700);
    Object.assign(media, { matches: true });
    port.onmessage?.({ data: { type: 'ready' } });
    await started;
    expect(port.messages).toContainEqual({ type: 'resize', width: 700, height: 768, pixelRatio: 1 });
    expect(port.messages).toContainEqual({ type: 'reducedMotion', reduce: true });
  });

  it('leaves the drawing to the page when neither kind answers, and lets both go', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    FakeSharedWorker.answers = false;
    FakeWorker.answers = false;
    const calls: string[] = [];
    const context = new Proxy({}, { get: (_, name) => () => calls.push(String(name)) });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as CanvasRenderingContext2D);
    // Hidden, so it draws its stars once and then waits.
    const { renderer, worker, canvas } = await start({ hidden: true });
    expect(renderer).toBe('page');
    expect(canvas.dataset.renderer).toBe('page');
    expect(FakeSharedWorker.last?.port.letGo).toBe(true);
    expect(worker.letGo).toBe(true);
    expect(canvases()).toEqual([canvas]);
    expect(calls).toContain('drawImage');
  });

  it('says so, and the page goes on, when nothing can draw', async () => {
    Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.resetModules();
    const { startBackground } = await import('./start');
    await expect(startBackground()).resolves.toBe('none');
    expect(document.querySelector('canvas')?.dataset.renderer).toBe('none');
    expect(warn).toHaveBeenCalledWith('The star background cannot draw in this browser.', expect.any(Error));
  });

  it('plays once the window has the focus it gained while the worker started', async () => {
    FakeSharedWorker.answers = false;
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    vi.stubGlobal('matchMedia', () => fakeMedia(false));
    vi.resetModules();
    const { startBackground } = await import('./start');
    const started = startBackground();
    await vi.waitFor(() => expect(FakeSharedWorker.last).toBeDefined(), LOADED);
    const port = FakeSharedWorker.last?.port as FakeWorker;
    vi.mocked(document.hasFocus).mockReturnValue(true);
    port.onmessage?.({ data: { type: 'connected' } });
    await vi.waitFor(() => expect(port.messages[0]).toMatchObject({ type: 'init' }), LOADED);
    port.onmessage?.({ data: { type: 'ready' } });
    await started;
    expect(port.messages.filter((m) => m.type === 'paused').at(-1)).toEqual({ type: 'paused', paused: false });
  });
});
