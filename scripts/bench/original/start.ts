// The original background, for the background bench to measure beside ours: tsParticles
// (slim bundle for the star shape, links, attract, slow and repulse; the motion plugin for reduced
// motion) on the page's main thread, with the options ours follows (src/features/background/options.ts,
// named as tsParticles names them). Built alone and served in place of the site's `start` chunk, so
// that the page, its load and the moment the background starts are the site's own.
import { tsParticles, type ISourceOptions } from '@tsparticles/engine';
import { loadMotionPlugin } from '@tsparticles/plugin-motion';
import { loadSlim } from '@tsparticles/slim';
import { backgroundOptions as o } from '../../../src/features/background/options.ts';

const { particles, interactivity } = o;

// No background colour: the page paints its own (#242424) behind the canvas, as it does behind ours.
const originalOptions: ISourceOptions = {
  fullScreen: { enable: true, zIndex: o.canvasZIndex },
  fpsLimit: o.fpsLimit,
  detectRetina: o.detectRetina,
  pauseOnBlur: o.pauseOnBlur,
  pauseOnOutsideViewport: o.pauseOnOutsideViewport,
  motion: { disable: false, reduce: { value: o.motion.reduce.value, factor: o.motion.reduce.factor } },
  interactivity: {
    detectsOn: 'window',
    events: {
      onHover: { enable: interactivity.events.onHover.enable, mode: ['attract', 'slow'] },
      onClick: { enable: interactivity.events.onClick.enable, mode: 'repulse' },
      resize: { enable: true, delay: interactivity.events.resize.delay },
    },
    modes: { ...interactivity.modes },
  },
  particles: {
    number: { ...particles.number },
    color: { value: [...particles.color.value] },
    shape: { type: 'star', options: { star: { ...particles.star } } },
    size: { value: { ...particles.size.value } },
    opacity: { value: particles.opacity.value },
    move: { enable: true, speed: particles.move.speed, outModes: 'out' },
    links: { ...particles.links, color: 'random' },
  },
};

/** Starts tsParticles and publishes the frames it draws a second as the canvas's `data-fps`, as ours does. */
export async function startBackground(): Promise<void> {
  await loadSlim(tsParticles);
  await loadMotionPlugin(tsParticles);
  const container = await tsParticles.load({ id: 'tsparticles', options: originalOptions });
  const canvas = container?.canvas.element;
  if (!container || !canvas) throw new Error('tsParticles drew no canvas');
  canvas.dataset.fps = '0';
  let frames = 0;
  const draw = container.particles.draw.bind(container.particles);
  container.particles.draw = (delta) => {
    frames += 1;
    draw(delta);
  };
  setInterval(() => {
    canvas.dataset.fps = String(frames);
    frames = 0;
  }, 1000);
}
