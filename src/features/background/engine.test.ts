import { createStarField, type Scheduler, type StarFieldInit } from './engine';
import { backgroundOptions as options } from './options';

/** A 2D context that only counts the drawing it is asked for. */
class CountingContext {
  clears = 0;
  blits = 0;
  globalAlpha = 1;
  fillStyle = '';
  strokeStyle = '';
  lineWidth = 1;
  clearRect() {
    this.clears += 1;
  }
  drawImage() {
    this.blits += 1;
  }
  setTransform() {}
  beginPath() {}
  closePath() {}
  moveTo() {}
  lineTo() {}
  fill() {}
  stroke() {}
}

/** Stands in for OffscreenCanvas, which jsdom lacks: the star sprites are made of it too. */
class FakeCanvas {
  readonly context = new CountingContext();
  constructor(
    public width: number,
    public height: number,
  ) {}
  getContext() {
    return this.context;
  }
}

/** Hands out frames only when the test runs them, and counts every request. */
function fakeScheduler() {
  const pending = new Map<number, (time: number) => void>();
  let handles = 0;
  let requests = 0;
  const scheduler: Scheduler = {
    request(callback) {
      requests += 1;
      handles += 1;
      pending.set(handles, callback);
      return handles;
    },
    cancel: (handle) => void pending.delete(handle),
  };
  return {
    scheduler,
    pending: () => pending.size,
    requests: () => requests,
    /** One display refresh: runs the frames asked for before it. */
    refresh(time: number) {
      const due = [...pending.values()];
      pending.clear();
      due.forEach((callback) => callback(time));
    },
  };
}

const FRAME_MS = 1000 / 60;
const init = (paused: boolean): StarFieldInit => ({ width: 400, height: 300, pixelRatio: 1, reducedMotion: false, paused });

function setUp(paused: boolean) {
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
  const canvas = new FakeCanvas(0, 0);
  const frames = fakeScheduler();
  const onFps = vi.fn<(fps: number) => void>();
  const field = createStarField(canvas as unknown as OffscreenCanvas, options, init(paused), onFps, frames.scheduler);
  let time = performance.now();
  const refresh = (count = 1) => {
    for (let i = 0; i < count; i += 1) {
      time += FRAME_MS;
      frames.refresh(time);
    }
  };
  return { field, frames, onFps, refresh, drawn: () => canvas.context.clears, blits: () => canvas.context.blits };
}

afterEach(() => vi.unstubAllGlobals());

describe('the star field', () => {
  it('draws a frame at each refresh and reports the frames of each second', () => {
    const { frames, onFps, refresh, drawn } = setUp(false);
    expect(frames.pending()).toBe(1);
    refresh(61);
    expect(drawn()).toBe(61);
    expect(frames.pending()).toBe(1);
    expect(onFps).toHaveBeenLastCalledWith(expect.closeTo(60, 0));
  });

  it('paused, asks for no frame and draws nothing, whatever the page tells it', () => {
    const { field, frames, onFps, refresh, drawn } = setUp(false);
    refresh(3);
    field.handle({ type: 'paused', paused: true });
    expect(frames.pending()).toBe(0);
    expect(onFps).toHaveBeenLastCalledWith(0);
    const [requests, drawing] = [frames.requests(), drawn()];
    field.handle({ type: 'pointer', x: 10, y: 10 });
    field.handle({ type: 'click', x: 10, y: 10 });
    field.handle({ type: 'reducedMotion', reduce: true });
    field.handle({ type: 'paused', paused: true });
    refresh(120);
    expect(frames.requests()).toBe(requests);
    expect(drawn()).toBe(drawing);
  });

  it('plays again, with one frame pending however often it is told', () => {
    const { field, frames, refresh, drawn } = setUp(false);
    field.handle({ type: 'paused', paused: true });
    field.handle({ type: 'paused', paused: false });
    field.handle({ type: 'paused', paused: false });
    expect(frames.pending()).toBe(1);
    const before = drawn();
    refresh(5);
    expect(drawn()).toBe(before + 5);
  });

  it('started paused, draws one still frame of stars and never animates until played', () => {
    const { field, frames, refresh, drawn, blits } = setUp(true);
    expect(drawn()).toBe(1);
    expect(blits()).toBeGreaterThan(0);
    expect(frames.requests()).toBe(0);
    refresh(60);
    // Resizing clears the canvas: the still frame is drawn again, and still no frame is asked for.
    field.handle({ type: 'resize', width: 800, height: 600, pixelRatio: 2 });
    expect(drawn()).toBe(2);
    expect(frames.requests()).toBe(0);
    field.handle({ type: 'paused', paused: false });
    expect(frames.pending()).toBe(1);
    refresh();
    expect(drawn()).toBe(3);
  });
});
