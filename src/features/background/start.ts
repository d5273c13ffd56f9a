import type { RendererMessage, StarFieldInit, Viewport } from './engine';
import { backgroundOptions as options } from './options';
import { pauseStore } from './pauseStore';
import type { WorkerInit, WorkerReport } from './worker';

const viewport = (): Viewport => ({
  width: window.innerWidth,
  height: window.innerHeight,
  pixelRatio: options.detectRetina ? Math.min(window.devicePixelRatio || 1, options.maxPixelRatio) : 1,
});

/**
 * The worker that draws. A shared one where the browser has them: Chromium hands every frame a
 * dedicated worker draws back to the page's thread (a task that updates the canvas's placeholder,
 * 60 a second), and a shared worker's it does not. Named for this page alone, so that no other tab
 * shares it and it ends with the page. A dedicated one where shared workers are missing or refused
 * (Firefox refuses them to a site whose data the visitor blocks).
 */
function drawingWorker(): Worker | MessagePort {
  if (typeof SharedWorker === 'function') {
    try {
      const name = `background-${Math.random().toString(36).slice(2)}`;
      return new SharedWorker(new URL('./worker.ts', import.meta.url), { type: 'module', name }).port;
    } catch {
      // Refused: the dedicated one below.
    }
  }
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Puts the animated star background behind the page. It draws in a worker on an OffscreenCanvas,
 * or on the main thread where the browser cannot transfer a canvas; this thread only forwards
 * events. The canvas publishes its frames a second, once a second, as `data-fps`.
 */
export async function startBackground(): Promise<void> {
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
  const initial: StarFieldInit = { reducedMotion: reduceMotion.matches, paused: paused(), ...viewport() };
  // While paused it shows 0, whatever a report sent just before the pause arrived says.
  const showFps = (fps: number) => {
    canvas.dataset.fps = String(paused() ? 0 : fps);
  };

  let send: (message: RendererMessage) => void;
  if ('transferControlToOffscreen' in canvas) {
    // The worker first: a refused shared worker is then replaced before the canvas is handed over.
    const worker = drawingWorker();
    const offscreen = canvas.transferControlToOffscreen();
    worker.onmessage = ({ data }: MessageEvent<WorkerReport>) => showFps(data.fps);
    const init: WorkerInit = { type: 'init', canvas: offscreen, ...initial };
    worker.postMessage(init, [offscreen]);
    send = (message) => worker.postMessage(message);
  } else {
    // Loaded only here: where the worker runs, it carries the engine itself.
    const { createStarField } = await import('./engine');
    const field = createStarField(canvas, options, initial, showFps);
    send = (message) => field.handle(message);
  }

  const passive = { passive: true } as const;
  const { events } = options.interactivity;
  if (events.onHover.enable) {
    window.addEventListener('pointermove', (e) => send({ type: 'pointer', x: e.clientX, y: e.clientY }), passive);
    document.documentElement.addEventListener('pointerleave', () => send({ type: 'pointerLeave' }), passive);
  }
  if (events.onClick.enable) {
    window.addEventListener('click', (e) => send({ type: 'click', x: e.clientX, y: e.clientY }), passive);
  }

  const update = (change: Partial<typeof state>) => {
    Object.assign(state, change);
    const now = paused();
    send({ type: 'paused', paused: now });
    // Shown here: the renderer reports nothing while paused.
    if (now) showFps(0);
  };
  pauseStore.subscribe(() => update({}));
  window.addEventListener('blur', () => update({ blurred: true }));
  window.addEventListener('focus', () => update({ blurred: false }));
  document.addEventListener('visibilitychange', () => update({ hidden: document.hidden }));
  new IntersectionObserver(([entry]) => update({ outOfView: !entry?.isIntersecting })).observe(canvas);
  // Once more now that every listener is on: the state may have changed while the engine loaded.
  update({});

  reduceMotion.addEventListener('change', (e) => send({ type: 'reducedMotion', reduce: e.matches }));

  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('resize', () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => send({ type: 'resize', ...viewport() }), events.resize.delay * 1000);
  });
}
