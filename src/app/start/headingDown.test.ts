import { whenHeadingDown } from './headingDown';

const press = (key: string, target: EventTarget = document.body) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

const stops: (() => void)[] = [];
const listen = (signal: () => void) => stops.push(whenHeadingDown(signal));
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('whenHeadingDown', () => {
  it('stops listening when told to', () => {
    const signal = vi.fn();
    whenHeadingDown(signal)();
    window.dispatchEvent(new Event('scroll'));
    press('End');
    expect(signal).not.toHaveBeenCalled();
  });

  it('signals once, at the page’s first scroll', () => {
    const signal = vi.fn();
    listen(signal);
    expect(signal).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    expect(signal).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('scroll'));
    press('End');
    expect(signal).toHaveBeenCalledTimes(1);
  });

  it.each(['End', 'PageDown', 'ArrowDown', ' '])('signals as %j is pressed on the page, before it scrolls', (key) => {
    const signal = vi.fn();
    listen(signal);
    press(key);
    expect(signal).toHaveBeenCalledTimes(1);
  });

  it('does not signal for keys that do not take the page down', () => {
    const signal = vi.fn();
    listen(signal);
    for (const key of ['Home', 'PageUp', 'ArrowUp', 'a', 'Tab', 'Enter']) press(key);
    expect(signal).not.toHaveBeenCalled();
  });

  it.each([
    ['a text field', () => document.createElement('input')],
    ['the message field', () => document.createElement('textarea')],
    ['a select', () => document.createElement('select')],
    [
      'editable content',
      () => Object.assign(document.createElement('div'), { innerHTML: '<p contenteditable="true">text</p>' }),
    ],
  ])('does not signal for keys typed into %s', (_, make) => {
    const field = make();
    document.body.append(field);
    const signal = vi.fn();
    listen(signal);
    const target = field.querySelector('p') ?? field;
    for (const key of ['End', ' ', 'ArrowDown', 'PageDown']) press(key, target);
    expect(signal).not.toHaveBeenCalled();
    field.remove();
  });
});
