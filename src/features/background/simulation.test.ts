import { backgroundOptions as options } from './options';
import {
  createParticles,
  forEachLink,
  motionFactor,
  particleCount,
  repulseActive,
  step,
  wrap,
  type Particle,
  type World,
} from './simulation';

/** A seeded random source, so the tests are repeatable. */
function seeded(seed = 1) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const particle = (x: number, y: number, vx = 0, vy = 0): Particle => ({ x, y, vx, vy, radius: 2, color: 0 });
const world = (over: Partial<World> = {}): World => ({
  width: 1000,
  height: 800,
  pointer: null,
  click: null,
  reducedMotion: false,
  ...over,
});
const FRAME = 1 / 60;

describe('density', () => {
  it('gives 200 particles at 1920x1080 and scales with the area', () => {
    expect(particleCount(options, 1920, 1080)).toBe(200);
    expect(particleCount(options, 960, 540)).toBe(50);
    expect(particleCount(options, 3840, 2160)).toBe(800);
    expect(particleCount(options, 390, 844)).toBe(32);
    expect(particleCount(options, 1, 1)).toBe(1);
  });

  it('creates that many, inside the canvas, with sizes 1 to 3 and both colours', () => {
    const particles = createParticles(options, 1920, 1080, seeded());
    expect(particles).toHaveLength(particleCount(options, 1920, 1080));
    for (const p of particles) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThan(1920);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThan(1080);
      expect(p.radius).toBeGreaterThanOrEqual(1);
      expect(p.radius).toBeLessThanOrEqual(3);
      // Speed 1: half a pixel per frame.
      expect(Math.hypot(p.vx, p.vy)).toBeCloseTo(0.5);
    }
    const radii = particles.map((p) => p.radius);
    expect(Math.min(...radii)).toBeLessThan(1.1);
    expect(Math.max(...radii)).toBeGreaterThan(2.9);
    // Indexes into the two colours, both used.
    expect(new Set(particles.map((p) => p.color))).toEqual(new Set([0, 1]));
    // Directions all round, not one.
    expect(new Set(particles.map((p) => Math.sign(p.vx) * 2 + Math.sign(p.vy))).size).toBe(4);
  });
});

describe('movement', () => {
  it('moves by the velocity per 1/60 s, whatever the frame rate', () => {
    const a = [particle(100, 100, 0.5, -0.5)];
    step(a, world(), options, FRAME, 10);
    expect(a[0]).toMatchObject({ x: 100.5, y: 99.5 });
    const b = [particle(100, 100, 0.5, 0)];
    step(b, world(), options, 1, 10);
    expect(b[0]?.x).toBeCloseTo(130);
  });

  it('is 4 times slower with reduced motion, not stopped', () => {
    expect(motionFactor(options, false)).toBe(1);
    expect(motionFactor(options, true)).toBe(0.25);
    const p = [particle(100, 100, 0.5, 0)];
    step(p, world({ reducedMotion: true }), options, 1, 10);
    expect(p[0]?.x).toBeCloseTo(107.5);
  });

  it('wraps particles that leave one edge to the other ("out" mode)', () => {
    expect(wrap(-3, 1000, 2)).toBe(1002);
    expect(wrap(1003, 1000, 2)).toBe(-2);
    expect(wrap(500, 1000, 2)).toBe(500);
    // Only once wholly out: at its radius beyond an edge it stays.
    expect(wrap(-2, 1000, 2)).toBe(-2);
    expect(wrap(1002, 1000, 2)).toBe(1002);
    const p = [particle(999, 400, 4, 0)];
    step(p, world(), options, FRAME, 10);
    expect(p[0]?.x).toBe(-2);
  });
});

describe('hover', () => {
  it('attracts particles within 250 px, more the closer they are, and not beyond', () => {
    const near = particle(100, 0);
    const far = particle(300, 0);
    const outside = particle(0, 260);
    step([near, far, outside], world({ pointer: { x: 0, y: 0 } }), options, FRAME, 10);
    // (1 - 100/250) * speed 2 = 1.2 px towards the pointer.
    expect(near.x).toBeCloseTo(98.8);
    expect(far.x).toBe(300);
    expect(outside.y).toBe(260);
  });

  it('attracts closer than 250 px: at 249 a little, at 250 not at all', () => {
    const inside = particle(249, 0);
    const edge = particle(0, 250);
    step([inside, edge], world({ pointer: { x: 0, y: 0 } }), options, FRAME, 10);
    // (1 - 249/250) * 2 = 0.008 px.
    expect(inside.x).toBeCloseTo(248.992, 6);
    expect(edge.y).toBe(250);
  });

  it('pulls in proportion to the time passed, and never past the pointer', () => {
    const slow = particle(200, 0);
    step([slow], world({ pointer: { x: 0, y: 0 } }), options, 3 * FRAME, 10);
    // (1 - 200/250) * 2 = 0.4 px a frame, for 3 frames.
    expect(slow.x).toBeCloseTo(198.8);
    const close = particle(0.5, 0);
    step([close], world({ pointer: { x: 0, y: 0 } }), options, FRAME, 10);
    expect(close.x).toBe(0);
    const onIt = particle(0, 0, 0.5, 0);
    step([onIt], world({ pointer: { x: 0, y: 0 } }), options, FRAME, 10);
    expect(onIt).toMatchObject({ x: 0.05, y: 0 });
  });

  it('slows particles within 100 px by a factor of 10', () => {
    const inside = particle(500, 500, 0.5, 0);
    const outside = particle(500, 700, 0.5, 0);
    step([inside, outside], world({ pointer: { x: 500, y: 450 } }), options, FRAME, 10);
    expect(outside.x).toBeCloseTo(500.5);
    // Slowed drift (0.05) on top of the pull towards the pointer, which is straight up here.
    expect(inside.x).toBeCloseTo(500.05);
    expect(inside.y).toBeLessThan(500);
  });

  it('slows within 100 px, at 100 included, and not at 101', () => {
    // The pointer straight above: its pull is vertical, so x shows the drift alone.
    const at100 = particle(500, 500, 0.5, 0);
    step([at100], world({ pointer: { x: 500, y: 400 } }), options, FRAME, 10);
    expect(at100.x).toBeCloseTo(500.05);
    const at101 = particle(500, 500, 0.5, 0);
    step([at101], world({ pointer: { x: 500, y: 399 } }), options, FRAME, 10);
    expect(at101.x).toBeCloseTo(500.5);
  });

  it('stops when the pointer leaves the window', () => {
    const p = particle(100, 0, 0.5, 0);
    step([p], world({ pointer: null }), options, FRAME, 10);
    expect(p).toMatchObject({ x: 100.5, y: 0 });
  });
});

describe('click', () => {
  it('repulses particles within 100 px, for 0.4 s', () => {
    const click = { x: 0, y: 0, time: 10 };
    expect(repulseActive(options, click, 10)).toBe(true);
    expect(repulseActive(options, click, 10.39)).toBe(true);
    expect(repulseActive(options, click, 10.4)).toBe(false);
    expect(repulseActive(options, null, 10)).toBe(false);
    // Exactly 0.4 s after: over.
    expect(repulseActive(options, { x: 0, y: 0, time: 0 }, 0.4)).toBe(false);

    const near = particle(50, 0);
    const far = particle(150, 0);
    step([near, far], world({ click }), options, FRAME, 10.1);
    // min((1 - 50/100) * 10 * 20, maxSpeed 50) = 50 px away.
    expect(near.x).toBeCloseTo(100);
    expect(far.x).toBe(150);

    const later = particle(50, 0);
    step([later], world({ click }), options, FRAME, 10.5);
    expect(later.x).toBe(50);
  });

  it('still repulses 0.39 s after the click, and no longer at 0.41 s', () => {
    const click = { x: 0, y: 0, time: 10 };
    const at039 = particle(80, 0);
    step([at039], world({ click }), options, FRAME, 10.39);
    // (1 - 80/100) * speed 10 * factor 20 = 40 px, under the cap of 50.
    expect(at039.x).toBeCloseTo(120);
    const at041 = particle(80, 0);
    step([at041], world({ click }), options, FRAME, 10.41);
    expect(at041.x).toBe(80);
    const before = particle(80, 0);
    step([before], world({ click }), options, FRAME, 9.99);
    expect(before.x).toBe(80);
  });

  it('repulses closer than 100 px: at 99 a little, at 100 not at all', () => {
    const click = { x: 0, y: 0, time: 10 };
    const inside = particle(0, 99);
    const edge = particle(100, 0);
    step([inside, edge], world({ click }), options, FRAME, 10);
    // (1 - 99/100) * 10 * 20 = 2 px.
    expect(inside.y).toBeCloseTo(101);
    expect(edge.x).toBe(100);
  });

  it('pushes in proportion to the time passed', () => {
    const click = { x: 0, y: 0, time: 10 };
    const p = particle(90, 0);
    step([p], world({ click }), options, 2 * FRAME, 10.1);
    // 20 px a frame, for 2 frames.
    expect(p.x).toBeCloseTo(130);
  });
});

describe('links', () => {
  const bruteForce = (particles: Particle[], distance: number) => {
    const pairs: string[] = [];
    particles.forEach((p, i) =>
      particles.forEach((q, j) => {
        if (j > i && Math.hypot(p.x - q.x, p.y - q.y) < distance) pairs.push(`${i}-${j}`);
      }),
    );
    return pairs.sort();
  };

  it('links exactly the pairs closer than 150 px, found through the grid', () => {
    for (const seed of [1, 2, 3]) {
      const particles = createParticles(options, 1920, 1080, seeded(seed));
      // Some just outside the canvas, as wrapping leaves them.
      particles.push(particle(-2, -2), particle(1921, 500));
      const pairs: string[] = [];
      forEachLink(particles, 150, (i, j) => pairs.push(`${i}-${j}`));
      expect(pairs.sort()).toEqual(bruteForce(particles, 150));
    }
  });

  it('links a pair closer than 150 px, not one at 150 (where its opacity would be 0) or 151', () => {
    const linked = (gap: number) => {
      let found = false;
      forEachLink(
        [particle(300, 300), particle(300 + gap, 300)],
        options.particles.links.distance,
        () => (found = true),
      );
      return found;
    };
    expect(linked(149.99)).toBe(true);
    expect(linked(150)).toBe(false);
    expect(linked(151)).toBe(false);
  });

  it('gives closeness from 1 (together) to 0 (at the distance)', () => {
    const found: number[] = [];
    forEachLink([particle(0, 0), particle(75, 0), particle(0, 149.9)], 150, (_, __, c) => found.push(c));
    const [farthest, nearest] = found.sort((a, b) => a - b);
    expect(found).toHaveLength(2);
    expect(farthest).toBeCloseTo(0.1 / 150);
    expect(nearest).toBeCloseTo(0.5);
  });
});
