// SPEC §9 "Animated background", one line each, named as in the spec (and in tsParticles, whose
// option names the spec was written from), so the two can be checked side by side.
export const backgroundOptions = {
  background: { color: '#242424' },
  fullScreen: { enable: true, zIndex: -1 },
  fpsLimit: 60,
  detectRetina: true,
  /** Device pixel ratios above this add pixels to fill without visible gain. */
  maxPixelRatio: 2,
  particles: {
    number: { value: 200, density: { enable: true, width: 1920, height: 1080 } },
    color: { value: ['#2562e6', '#7a0976'] },
    shape: { type: 'star', sides: 5, inset: 2 },
    size: { value: { min: 1, max: 3 } },
    opacity: { value: 0.5 },
    /** Speed 1 moves a particle 30 CSS px a second, as tsParticles does at 60 fps. */
    move: { enable: true, speed: 1, outModes: 'out' },
    zIndex: { value: -10 },
    links: { enable: true, distance: 150, opacity: 0.4, width: 1, color: 'random' },
  },
  interactivity: {
    detectsOn: 'window',
    events: {
      onHover: { enable: true, mode: ['attract', 'slow'] },
      onClick: { enable: true, mode: 'repulse' },
      resize: { enable: true, delay: 0.5 },
    },
    modes: {
      attract: { distance: 250, speed: 2, maxSpeed: 50 },
      slow: { radius: 100, factor: 10 },
      repulse: { distance: 100, factor: 20, speed: 10, duration: 0.4, maxSpeed: 50 },
    },
  },
  pauseOnBlur: true,
  pauseOnOutsideViewport: true,
  motion: { reduce: { value: true, factor: 4 } },
} as const;

export type BackgroundOptions = typeof backgroundOptions;
