import type { RendererMessage, StarFieldInit, Viewport } from './engine';
import { backgroundOptions as options } from './options';
import { pauseStore } from './pauseStore';
import type { WorkerInit, WorkerReport, WorkerStop } from './worker';

const viewport = (): Viewport => ({
  width: window.innerWidth,
  height: window.innerHeight,
  pixelRatio: options.detectRetina ? Math.min(window.devicePixelRatio || 1, options.maxPixelRatio) : 1,
});

/**
 * How long a drawing worker may stay silent, once started or handed the canvas, before the next way
 * of drawing replaces it. A worker that answers is heard within tens of milliseconds; this leaves room
 * for a busy phone.
 */
export const WORKER_SILENCE_MS = 3000;

/**
 * Who draws the stars, in the order tried: a shared worker (Chromium hands every frame a dedicated
 * worker draws back to the page's thread, a task that updates the canvas's placeholder, 60 a second,
 * and a shared worker's it does not), a dedicated worker, the page's own thread. `none` when nothing
 * could draw. The canvas names it as `data-renderer`.
 */
export type Renderer = 'shared' | 'dedicated' | 'page' | 'none';
type WorkerKind = Extract<Renderer, 'shared' | 'dedicated'>;
type Send = (message: RendererMessage) => void;

/** A worker's end of the conversation, what reports its failure to load, and how to let it go. */
interface Channel {
  readonly port: Worker | MessagePort;
  readonly errors: Worker | SharedWorker;
  readonly close: () => void;
}

// Each `new URL('./worker.ts', import.meta.url)` is written inside its constructor's call: that is how
// Vite finds a worker and bundles it as one.
function openWorker(kind: WorkerKind): Channel | undefined {
  try {
    if (kind === 'dedicated') {
      const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
      return { port: worker, errors: worker, close: () => worker.terminate() };
    }
    if (typeof SharedWorker !== 'function') return undefined;
    // Named for this page alone, so that no other tab shares it and it ends with the page.
    const name = `background-${Math.random().toString(36).slice(2)}`;
    const worker = new SharedWorker(new URL('./worker.ts', import.meta.url), { type: 'module', name });
    // Closing the port alone would leave a slow worker drawing: it is told to stop and end first.
    const stop: WorkerStop = { type: 'stop' };
    return {
      port: worker.port,
      errors: worker,
      close: () => {
        worker.port.postMessage(stop);
        worker.port.close();
      },
    };
  } catch {
    // Refused (Firefox refuses shared workers to a site whose data the visitor blocks): the next way.
    return undefined;
  }
}

/**
 * Hands the canvas to a worker of this kind once it has connected, and resolves to how to talk to it
 * once it has taken the canvas; to undefined, the worker let go, where it is missing, refused, fails to
 * load or stays silent for WORKER_SILENCE_MS at either step.
 */
async function drawInWorker(
  kind: WorkerKind,
  canvas: HTMLCanvasElement,
  initial: () => StarFieldInit,
  showFps: (fps: number) => void,
): Promise<Send | undefined> {
  const channel = openWorker(kind);
  if (!channel) return undefined;
  const { port, errors, close } = channel;
  let failed = false;
  let waiting: { type: WorkerReport['type']; done: (heard: boolean) => void } | undefined;
  port.onmessage = ({ data }: MessageEvent<WorkerReport>) => {
    if (data.type === 'fps') showFps(data.fps);
    else if (data.type === waiting?.type) waiting.done(true);
  };
  errors.onerror = () => {
    failed = true;
    waiting?.done(false);
  };
  const heard = (type: WorkerReport['type']) =>
    new Promise<boolean>((resolve) => {
      if (failed) return resolve(false);
      const timer = setTimeout(() => waiting?.done(false), WORKER_SILENCE_MS);
      waiting = {
        type,
        done: (answer) => {
          clearTimeout(timer);
          waiting = undefined;
          resolve(answer);
        },
      };
    });

  // A shared worker connects first: WebKit drops what a page posts to one before it has.
  if (kind === 'shared' && !(await heard('connected'))) {
    close();
    return undefined;
  }
  const offscreen = canvas.transferControlToOffscreen();
  const ready = heard('ready');
  const init: WorkerInit = { type: 'init', canvas: offscreen, ...initial() };
  port.postMessage(init, [offscreen]);
  if (!(await ready)) {
    close();
    return undefined;
  }
  return (message) => port.postMessage(message);
}

function createCanvas() {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.fps = '0';
  canvas.dataset.background = '';
  Object.assign(canvas.style, {
    position: 'fixed',
    inset: '0',
    width: '100%',
    height: '100%',
    zIndex: String(options.canvasZIndex),
    pointerEvents: 'none',
  });
  return canvas;
}

/**
 * Puts the animated star background behind the page. It draws in a worker on an OffscreenCanvas, or
 * on the page's thread where the browser cannot transfer a canvas or no worker answers; this thread
 * only forwards events. The canvas publishes its frames a second, once a second, as `data-fps`, and
 * who draws as `data-renderer`. Resolves to who draws.
 */
export async function startBackground(): Promise<Renderer> {
  let canvas = createCanvas();
  document.body.prepend(canvas);

  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

  // Paused while the visitor chose so, the window is blurred, the page hidden or the canvas out of
  // view; it plays only when none of these holds. Known before the first frame: a visitor who
  // paused on an earlier visit sees still stars, never a moment of animation.
  const state = { blurred: !document.hasFocus(), hidden: document.hidden, outOfView: false };
  const paused = () =>
    pauseStore.get() ||
    (options.pauseOnBlur && state.blurred) ||
    state.hidden ||
    (options.pauseOnOutsideViewport && state.outOfView);
  /** What the renderer was started with, read as it is handed the canvas. */
  let started: StarFieldInit | undefined;
  const initial = (): StarFieldInit =>
    (started = { reducedMotion: reduceMotion.matches, paused: paused(), ...viewport() });
  // While paused it shows 0, whatever a report sent just before the pause arrived says.
  const showFps = (fps: number) => {
    canvas.dataset.fps = String(paused() ? 0 : fps);
  };

  let send: Send | undefined;
  let renderer: Renderer = 'none';
  if ('transferControlToOffscreen' in canvas) {
    for (const kind of ['shared', 'dedicated'] as const) {
      send = await drawInWorker(kind, canvas, initial, showFps);
      if (send) {
        renderer = kind;
        break;
      }
      // The silent worker may have taken this canvas: a new one, so that only one ever draws here.
      const fresh = createCanvas();
      canvas.replaceWith(fresh);
      canvas = fresh;
    }
  }
  if (!send) {
    try {
      // Loaded only here: where a worker runs, it carries the engine itself.
      const { createStarField } = await import('./engine');
      const field = createStarField(canvas, options, initial(), showFps);
      send = (message) => field.handle(message);
      renderer = 'page';
    } catch (error) {
      // Decorative: the page goes on without it, and says so where a visitor's tools can see.
      canvas.dataset.renderer = renderer;
      console.warn('The star background cannot draw in this browser.', error);
      return renderer;
    }
  }
  canvas.dataset.renderer = renderer;
  const draw = send;

  const passive = { passive: true } as const;
  const { events } = options.interactivity;
  if (events.onHover.enable) {
    window.addEventListener('pointermove', (e) => draw({ type: 'pointer', x: e.clientX, y: e.clientY }), passive);
    document.documentElement.addEventListener('pointerleave', () => draw({ type: 'pointerLeave' }), passive);
  }
  if (events.onClick.enable) {
    window.addEventListener('click', (e) => draw({ type: 'click', x: e.clientX, y: e.clientY }), passive);
  }

  const update = (change: Partial<typeof state>) => {
    Object.assign(state, change);
    const now = paused();
    draw({ type: 'paused', paused: now });
    // Shown here: the renderer reports nothing while paused.
    if (now) showFps(0);
  };
  pauseStore.subscribe(() => update({}));
  window.addEventListener('blur', () => update({ blurred: true }));
  window.addEventListener('focus', () => update({ blurred: false }));
  document.addEventListener('visibilitychange', () => update({ hidden: document.hidden }));
  new IntersectionObserver(([entry]) => update({ outOfView: !entry?.isIntersecting })).observe(canvas);
  // Once more now that every listener is on: the focus, the tab, the choice, the window's size or the
  // motion setting may have changed while the renderer started.
  update({ blurred: !document.hasFocus(), hidden: document.hidden });
  const now = viewport();
  if (now.width !== started?.width || now.height !== started.height || now.pixelRatio !== started.pixelRatio) {
    draw({ type: 'resize', ...now });
  }
  if (reduceMotion.matches !== started?.reducedMotion) draw({ type: 'reducedMotion', reduce: reduceMotion.matches });

  reduceMotion.addEventListener('change', (e) => draw({ type: 'reducedMotion', reduce: e.matches }));

  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('resize', () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => draw({ type: 'resize', ...viewport() }), events.resize.delay * 1000);
  });
  return renderer;
}
