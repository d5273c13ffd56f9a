// Every value the star field reads, and only those (the rules are listed in docs/behaviour.md).
// Names follow tsParticles where it has one, as the look was first set with its options: the two can
// be checked side by side.
// Not here: the page colour (PAGE_COLOR in the app's theme, under a transparent canvas); the
// particles' z-index -10, as all particles are drawn in one layer it would order nothing; the link
// colours, random by design (the engine's palette).
export const backgroundOptions = {
  /** Behind the page's content (tsParticles' fullScreen.zIndex). */
  canvasZIndex: -1,
  fpsLimit: 60,
  detectRetina: true,
  /** Device pixel ratios above this add pixels to fill without visible gain. */
  maxPixelRatio: 2,
  particles: {
    /** 200 particles on a 1920x1080 canvas; others get as many per area. */
    number: { value: 200, density: { enable: true, width: 1920, height: 1080 } },
    color: { value: ['#2562e6', '#7a0976'] },
    /** Stars of 5 points whose inner radius is the outer one divided by `inset`. */
    star: { sides: 5, inset: 2 },
    /** Radius in CSS px. */
    size: { value: { min: 1, max: 3 } },
    opacity: { value: 0.5 },
    /**
     * Speed 1 moves a particle 30 CSS px a second, as tsParticles does at 60 fps. One that leaves
     * an edge comes back at the other.
     */
    move: { speed: 1 },
    links: { enable: true, distance: 150, opacity: 0.4, width: 1 },
  },
  interactivity: {
    /** Events are listened for on the whole window: the canvas itself takes no pointer events. */
    events: {
      onHover: { enable: true },
      onClick: { enable: true },
      resize: { delay: 0.5 },
    },
    modes: {
      /** Hovering pulls particles within `distance` towards the pointer ... */
      attract: { distance: 250, speed: 2, maxSpeed: 50 },
      /** ... and slows those within `radius` by `factor`. */
      slow: { radius: 100, factor: 10 },
      /** A click pushes particles within `distance` away, for `duration` seconds. */
      repulse: { distance: 100, factor: 20, speed: 10, duration: 0.4, maxSpeed: 50 },
    },
  },
  pauseOnBlur: true,
  pauseOnOutsideViewport: true,
  motion: { reduce: { value: true, factor: 4 } },
} as const;

export type BackgroundOptions = typeof backgroundOptions;
