import type { BackgroundOptions } from './options';
import {
  createParticles,
  forEachLink,
  particleCount,
  step,
  type Click,
  type Particle,
  type Pointer,
} from './simulation';

type Canvas = HTMLCanvasElement | OffscreenCanvas;
type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export interface Viewport {
  readonly width: number;
  readonly height: number;
  readonly pixelRatio: number;
}

/** What the page tells the renderer, whichever thread it runs on. */
export type RendererMessage =
  | ({ type: 'resize' } & Viewport)
  | { type: 'pointer'; x: number; y: number }
  | { type: 'pointerLeave' }
  | { type: 'click'; x: number; y: number }
  | { type: 'paused'; paused: boolean }
  | { type: 'reducedMotion'; reduce: boolean };

/** Link colours are "random": a palette of random hues, each pair keeping its colour. */
const LINK_COLORS = 8;
/** Link opacity fades with distance in this many steps, so links batch into few strokes. */
const ALPHA_STEPS = 4;
const SIZE_STEPS = 5;
/**
 * A display's refreshes jitter around their period, and the cadence may be set by a late one: a refresh
 * this much early (a quarter of a 60 Hz frame) still counts as on time. The cadence keeps the cap.
 */
const REFRESH_SLACK_MS = 4;

function makeCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function context(canvas: Canvas, options?: CanvasRenderingContext2DSettings): Context {
  const ctx = canvas.getContext('2d', options) as Context | null;
  if (!ctx) throw new Error('No 2D canvas context');
  return ctx;
}

/** A filled star of `sides` points whose inner radius is radius / inset. */
function starPath(ctx: Context, cx: number, cy: number, radius: number, sides: number, inset: number) {
  ctx.beginPath();
  for (let i = 0; i < sides * 2; i += 1) {
    const r = i % 2 === 0 ? radius : radius / inset;
    const angle = (i * Math.PI) / sides - Math.PI / 2;
    ctx.lineTo(cx + Math.cos(angle) * r, cy + Math.sin(angle) * r);
  }
  ctx.closePath();
}

/** Stars pre-rendered once per colour and size step at device resolution: drawing one is a blit. */
function starSprites(options: BackgroundOptions, pixelRatio: number): Canvas[][] {
  const { color, size, opacity, star } = options.particles;
  return color.value.map((fill) =>
    Array.from({ length: SIZE_STEPS }, (_, s) => {
      const radius = (size.value.min + ((size.value.max - size.value.min) * s) / (SIZE_STEPS - 1)) * pixelRatio;
      const side = Math.ceil(radius * 2) + 2;
      const sprite = makeCanvas(side, side);
      const ctx = context(sprite);
      ctx.globalAlpha = opacity.value;
      ctx.fillStyle = fill;
      starPath(ctx, side / 2, side / 2, radius, star.sides, star.inset);
      ctx.fill();
      return sprite;
    }),
  );
}

function linkPalette(random: () => number): string[] {
  return Array.from({ length: LINK_COLORS }, () => `hsl(${Math.round(random() * 360)} 90% 60%)`);
}

export interface StarField {
  handle(message: RendererMessage): void;
}

/** How the next frame is asked for: passed in so that a test can count and run frames itself. */
export interface Scheduler {
  request(callback: (time: number) => void): number;
  cancel(handle: number): void;
}

/**
 * Display refreshes where the thread has them, otherwise (a shared worker has none) a timer on the
 * frame-rate cap's cadence: each frame is set a period after the last one was due, not after it ran,
 * so that timers' whole milliseconds add up to the cap (a 17 ms timer gives 58.8 a second).
 */
export function frameScheduler(fpsLimit: number): Scheduler {
  if (typeof requestAnimationFrame === 'function') {
    return { request: (callback) => requestAnimationFrame(callback), cancel: (handle) => cancelAnimationFrame(handle) };
  }
  const period = 1000 / fpsLimit;
  let due: number | undefined;
  return {
    request: (callback) => {
      const now = performance.now();
      // The first frame, or behind by more than a frame (a busy thread): from now.
      const next = due === undefined || now - due > period ? now + period : due + period;
      due = next;
      // Called with the time it was due, as a display refresh is with its own: a timer that fires a
      // little late leaves the frames' times, and so the frame-rate cap's cadence, on the beat.
      return setTimeout(() => callback(next), Math.max(0, Math.round(next - now)));
    },
    cancel: (handle) => {
      clearTimeout(handle);
      // Played again, the first frame comes a period later, whenever the last one was due.
      due = undefined;
    },
  };
}

export type StarFieldInit = Viewport & { reducedMotion: boolean; paused: boolean };

/**
 * Runs the star field on a canvas: the same code in a worker (on an OffscreenCanvas) or, where that
 * is missing, on the main thread. Reports its frames a second, once a second while it plays, through
 * `onFps`. While paused it asks for no frame and draws nothing, except one still frame when it starts
 * paused or is resized, so that the stars are there.
 */
export function createStarField(
  canvas: Canvas,
  options: BackgroundOptions,
  initial: StarFieldInit,
  onFps: (fps: number) => void,
  scheduler: Scheduler = frameScheduler(options.fpsLimit),
  random: () => number = Math.random,
): StarField {
  // Desynchronized (low latency): frames go to the display without an extra copy, which cuts the
  // CPU of both the drawing thread and the compositor by a fifth (npm run bench:background).
  const ctx = context(canvas, { desynchronized: true });
  const palette = linkPalette(random);
  const { min, max } = options.particles.size.value;
  let viewport: Viewport = initial;
  let sprites = starSprites(options, viewport.pixelRatio);
  const particles: Particle[] = [];
  let pointer: Pointer | null = null;
  let click: Click | null = null;
  let reducedMotion = initial.reducedMotion;
  /** The pending frame; undefined exactly while paused. */
  let frameHandle: number | undefined;
  let last = 0;
  /** When the next frame may be drawn, on the frame-rate cap's cadence; 0 before the first. */
  let due = 0;
  /** When the second whose frames are counted began: at the first frame drawn after playing, 0 before. */
  let fpsWindowStart = 0;
  let frames = 0;
  // One reusable coordinate list per (link colour, opacity step).
  const batches: number[][] = Array.from({ length: LINK_COLORS * ALPHA_STEPS }, () => []);
  const minFrameMs = 1000 / options.fpsLimit;

  const resize = (next: Viewport) => {
    if (next.pixelRatio !== viewport.pixelRatio) sprites = starSprites(options, next.pixelRatio);
    viewport = next;
    canvas.width = Math.round(next.width * next.pixelRatio);
    canvas.height = Math.round(next.height * next.pixelRatio);
    // Keep the stars already there; add or drop some so the density stays the same.
    const count = particleCount(options, next.width, next.height);
    if (particles.length > count) particles.length = count;
    else
      particles.push(...createParticles(options, next.width, next.height, random).slice(0, count - particles.length));
    for (const p of particles) {
      p.x = Math.min(p.x, next.width);
      p.y = Math.min(p.y, next.height);
    }
  };

  const draw = () => {
    const { pixelRatio } = viewport;
    const { links } = options.particles;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);

    if (links.enable) {
      for (const batch of batches) batch.length = 0;
      forEachLink(particles, links.distance, (i, j, closeness) => {
        const a = particles[i] as Particle;
        const b = particles[j] as Particle;
        const colour = (i * 31 + j * 17) % LINK_COLORS;
        const alphaStep = Math.min(ALPHA_STEPS - 1, Math.floor(closeness * ALPHA_STEPS));
        (batches[colour * ALPHA_STEPS + alphaStep] as number[]).push(a.x, a.y, b.x, b.y);
      });
      ctx.lineWidth = links.width;
      batches.forEach((batch, index) => {
        if (batch.length === 0) return;
        ctx.strokeStyle = palette[Math.floor(index / ALPHA_STEPS)] as string;
        ctx.globalAlpha = (links.opacity * ((index % ALPHA_STEPS) + 0.5)) / ALPHA_STEPS;
        ctx.beginPath();
        for (let k = 0; k < batch.length; k += 4) {
          ctx.moveTo(batch[k] as number, batch[k + 1] as number);
          ctx.lineTo(batch[k + 2] as number, batch[k + 3] as number);
        }
        ctx.stroke();
      });
      ctx.globalAlpha = 1;
    }

    for (const p of particles) {
      const sizeStep = Math.round(((p.radius - min) / (max - min || 1)) * (SIZE_STEPS - 1));
      const sprite = (sprites[p.color] as Canvas[])[sizeStep] as Canvas;
      const side = sprite.width / pixelRatio;
      ctx.drawImage(sprite, p.x - side / 2, p.y - side / 2, side, side);
    }
  };

  const frame = (now: number) => {
    frameHandle = scheduler.request(frame);
    // The frame rate is capped: each frame drawn sets the next one a cap's period on, and refreshes that
    // come sooner are skipped. On the cadence, not from the last frame: a 75 or 144 Hz display then
    // gets 60 frames a second, not every other or third refresh (37.5, 48).
    if (due !== 0 && now < due - REFRESH_SLACK_MS) return;
    // Behind by more than a frame (a busy thread): the cadence starts again from now, with no catching up.
    due = due === 0 || now - due > minFrameMs ? now + minFrameMs : due + minFrameMs;
    const dt = last === 0 ? 0 : Math.min(now - last, 100) / 1000;
    last = now;
    step(
      particles,
      { width: viewport.width, height: viewport.height, pointer, click, reducedMotion },
      options,
      dt,
      now / 1000,
    );
    draw();
    // The frames after the one that opens the window, up to the first a second on: a little over a
    // second, so the report is their rate.
    if (fpsWindowStart === 0) fpsWindowStart = now;
    else frames += 1;
    if (now - fpsWindowStart >= 1000) {
      onFps(Math.round((frames * 1000) / (now - fpsWindowStart)));
      frames = 0;
      fpsWindowStart = now;
    }
  };

  // Paused, it reports nothing: the page shows 0 itself, and a page the browser keeps for the Back
  // button (frozen once hidden) is thrown out of that cache by a message from a shared worker.
  const pause = () => {
    if (frameHandle === undefined) return;
    scheduler.cancel(frameHandle);
    frameHandle = undefined;
  };

  const play = () => {
    if (frameHandle !== undefined) return;
    last = 0;
    due = 0;
    frames = 0;
    fpsWindowStart = 0;
    frameHandle = scheduler.request(frame);
  };

  resize(initial);
  if (initial.paused) draw();
  else play();

  return {
    handle(message) {
      switch (message.type) {
        case 'resize':
          resize(message);
          // Resizing clears the canvas: while paused, draw the stars again where they stand.
          if (frameHandle === undefined) draw();
          return;
        case 'pointer':
          pointer = { x: message.x, y: message.y };
          return;
        case 'pointerLeave':
          pointer = null;
          return;
        case 'click':
          click = { x: message.x, y: message.y, time: performance.now() / 1000 };
          return;
        case 'paused':
          return message.paused ? pause() : play();
        case 'reducedMotion':
          reducedMotion = message.reduce;
          return;
      }
    },
  };
}
