import type { BackgroundOptions } from './options';

// The star field's physics as pure functions of plain data, so they can be tested without a canvas.
// Units are CSS pixels and seconds; a "frame" is 1/60 s, the unit tsParticles' speeds are given in.

export interface Particle {
  x: number;
  y: number;
  /** Velocity in CSS px per 60 fps frame. */
  vx: number;
  vy: number;
  radius: number;
  color: number;
}

export interface Pointer {
  readonly x: number;
  readonly y: number;
}

export interface Click extends Pointer {
  /** Seconds since the page started, when the click happened. */
  readonly time: number;
}

export interface World {
  readonly width: number;
  readonly height: number;
  /** Where the pointer hovers, or null when it is outside the window. */
  readonly pointer: Pointer | null;
  readonly click: Click | null;
  readonly reducedMotion: boolean;
}

const FRAME = 1 / 60;
/** tsParticles moves a particle speed / 2 px per frame. */
const SPEED_TO_PX = 0.5;

/** How many particles a canvas of this CSS size gets: the count scales with its area. */
export function particleCount(options: BackgroundOptions, width: number, height: number): number {
  const { value, density } = options.particles.number;
  if (!density.enable) return value;
  return Math.max(1, Math.round((value * width * height) / (density.width * density.height)));
}

export function createParticles(
  options: BackgroundOptions,
  width: number,
  height: number,
  random: () => number = Math.random,
): Particle[] {
  const { size, move, color } = options.particles;
  return Array.from({ length: particleCount(options, width, height) }, () => {
    const angle = random() * Math.PI * 2;
    const speed = move.speed * SPEED_TO_PX;
    return {
      x: random() * width,
      y: random() * height,
      vx: Math.cos(angle) * speed,
      vy: Math.sin(angle) * speed,
      radius: size.value.min + random() * (size.value.max - size.value.min),
      color: Math.floor(random() * color.value.length),
    };
  });
}

/** The factor all motion is multiplied by: 1, or 1/4 when the visitor prefers reduced motion. */
export function motionFactor(options: BackgroundOptions, reducedMotion: boolean): number {
  const { reduce } = options.motion;
  return reducedMotion && reduce.value ? 1 / reduce.factor : 1;
}

/** Whether a click still repulses at `time`: for its duration (0.4 s) only. */
export function repulseActive(options: BackgroundOptions, click: Click | null, time: number): click is Click {
  return click !== null && time - click.time >= 0 && time - click.time < options.interactivity.modes.repulse.duration;
}

/** Wraps a coordinate that left [0, size) to the other side, beyond the particle's radius ("out" mode). */
export function wrap(value: number, size: number, radius: number): number {
  if (value < -radius) return size + radius;
  if (value > size + radius) return -radius;
  return value;
}

/** A push of `strength` px along the unit vector from (fromX, fromY) to the particle, or towards it if negative. */
function push(p: Particle, fromX: number, fromY: number, distance: number, strength: number) {
  if (distance === 0) return;
  p.x += ((p.x - fromX) / distance) * strength;
  p.y += ((p.y - fromY) / distance) * strength;
}

/** Moves every particle by `dt` seconds: drift, hover attract and slow, click repulse, wrapping. */
export function step(particles: Particle[], world: World, options: BackgroundOptions, dt: number, time: number): void {
  const frames = (dt / FRAME) * motionFactor(options, world.reducedMotion);
  const { attract, slow, repulse } = options.interactivity.modes;
  const clicked = repulseActive(options, world.click, time) ? world.click : null;

  for (const p of particles) {
    let speedFactor = 1;
    if (world.pointer) {
      const dx = p.x - world.pointer.x;
      const dy = p.y - world.pointer.y;
      const distance = Math.hypot(dx, dy);
      if (distance <= slow.radius) speedFactor = 1 / slow.factor;
      if (distance < attract.distance) {
        const strength = Math.min((1 - distance / attract.distance) * attract.speed, attract.maxSpeed);
        push(p, world.pointer.x, world.pointer.y, distance, -Math.min(strength * frames, distance));
      }
    }
    if (clicked) {
      const distance = Math.hypot(p.x - clicked.x, p.y - clicked.y);
      if (distance < repulse.distance) {
        const strength = Math.min((1 - distance / repulse.distance) * repulse.speed * repulse.factor, repulse.maxSpeed);
        push(p, clicked.x, clicked.y, distance, strength * frames);
      }
    }
    p.x = wrap(p.x + p.vx * speedFactor * frames, world.width, p.radius);
    p.y = wrap(p.y + p.vy * speedFactor * frames, world.height, p.radius);
  }
}

/**
 * Calls `link(i, j, closeness)` for every pair closer than `distance`, closeness going from 1 (same
 * place) to 0 (at the distance). A grid of `distance`-sized cells keeps this near-linear in the count.
 */
export function forEachLink(
  particles: readonly Particle[],
  distance: number,
  link: (i: number, j: number, closeness: number) => void,
): void {
  const cells = new Map<number, number[]>();
  const key = (cx: number, cy: number) => cx * 65536 + cy;
  particles.forEach((p, i) => {
    const k = key(Math.floor(p.x / distance), Math.floor(p.y / distance));
    const cell = cells.get(k);
    if (cell) cell.push(i);
    else cells.set(k, [i]);
  });
  const limit = distance * distance;
  particles.forEach((p, i) => {
    const cx = Math.floor(p.x / distance);
    const cy = Math.floor(p.y / distance);
    for (let ox = -1; ox <= 1; ox += 1) {
      for (let oy = -1; oy <= 1; oy += 1) {
        for (const j of cells.get(key(cx + ox, cy + oy)) ?? []) {
          if (j <= i) continue;
          const q = particles[j] as Particle;
          const d2 = (p.x - q.x) ** 2 + (p.y - q.y) ** 2;
          if (d2 < limit) link(i, j, 1 - Math.sqrt(d2) / distance);
        }
      }
    }
  });
}
