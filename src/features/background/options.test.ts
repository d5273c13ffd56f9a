import { backgroundOptions } from './options';

// The background's rules (docs/behaviour.md), written out here so that a changed value is a choice
// made in two places, not a slip: the engine's tests read their expectations from the options.
const RULES: [path: string, value: unknown][] = [
  ['canvasZIndex', -1],
  ['fpsLimit', 60],
  ['detectRetina', true],
  ['particles.number', { value: 200, density: { enable: true, width: 1920, height: 1080 } }],
  ['particles.color.value', ['#2562e6', '#7a0976']],
  ['particles.star.sides', 5],
  ['particles.size.value', { min: 1, max: 3 }],
  ['particles.opacity.value', 0.5],
  ['particles.move.speed', 1],
  ['particles.links', { enable: true, distance: 150, opacity: 0.4, width: 1 }],
  ['interactivity.events.onHover.enable', true],
  ['interactivity.events.onClick.enable', true],
  ['interactivity.modes.attract.distance', 250],
  ['interactivity.modes.attract.speed', 2],
  ['interactivity.modes.slow', { radius: 100, factor: 10 }],
  ['interactivity.modes.repulse.distance', 100],
  ['interactivity.modes.repulse.factor', 20],
  ['interactivity.modes.repulse.speed', 10],
  ['interactivity.modes.repulse.duration', 0.4],
  ['pauseOnBlur', true],
  ['pauseOnOutsideViewport', true],
  ['motion.reduce', { value: true, factor: 4 }],
];

const at = (path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], backgroundOptions);

describe('the background options', () => {
  it.each(RULES)('%s is %j', (path, value) => {
    expect(at(path)).toEqual(value);
  });
});
