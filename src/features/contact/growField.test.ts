import { fitToText } from './growField';

/**
 * A text field whose layout jsdom cannot do: its text's height is given (and may change), and its own
 * height follows its style.
 */
function field(text: { rowsHeight: number; textHeight: number }) {
  const element = document.createElement('textarea');
  const BORDERS = 2;
  const height = () => (element.style.height ? parseFloat(element.style.height) : text.rowsHeight);
  Object.defineProperty(element, 'offsetHeight', { configurable: true, get: height });
  Object.defineProperty(element, 'clientHeight', { configurable: true, get: () => height() - BORDERS });
  Object.defineProperty(element, 'scrollHeight', {
    configurable: true,
    get: () => Math.max(text.textHeight, height() - BORDERS),
  });
  return element;
}

afterEach(() => vi.restoreAllMocks());

describe('fitToText', () => {
  it('grows the field to its text, borders included', () => {
    const element = field({ rowsHeight: 98, textHeight: 200 });
    fitToText(element);
    expect(element.style.height).toBe('202px');
  });

  it('keeps the height of its rows while the text fits in them', () => {
    const element = field({ rowsHeight: 98, textHeight: 40 });
    fitToText(element);
    expect(element.style.height).toBe('');
  });

  it('shrinks back to its rows once the text is shorter again', () => {
    const text = { rowsHeight: 98, textHeight: 300 };
    const element = field(text);
    fitToText(element);
    expect(element.style.height).toBe('302px');
    text.textHeight = 40;
    fitToText(element);
    expect(element.style.height).toBe('');
  });

  it('keeps the height the visitor dragged it to, whatever the text, as where the browser sizes the field', () => {
    const text = { rowsHeight: 98, textHeight: 300 };
    const element = field(text);
    fitToText(element);
    expect(element.style.height).toBe('302px');
    // The resize handle: the browser writes the visitor's height into the field's style.
    element.style.height = '250px';
    fitToText(element);
    expect(element.style.height).toBe('250px');
    text.textHeight = 400;
    fitToText(element);
    expect(element.style.height).toBe('250px');
    text.textHeight = 40;
    fitToText(element);
    expect(element.style.height).toBe('250px');
  });

  it('keeps the length of the page while it measures: its container holds its height, then lets go', () => {
    const element = field({ rowsHeight: 98, textHeight: 200 });
    const holder = document.createElement('div');
    holder.append(element);
    Object.defineProperty(holder, 'offsetHeight', { value: 320 });
    holder.style.minHeight = '10px';
    // What the container holds while the text is measured against the field's own height.
    const heldWhileMeasured: string[] = [];
    const scrollHeight = Object.getOwnPropertyDescriptor(element, 'scrollHeight');
    Object.defineProperty(element, 'scrollHeight', {
      get: () => {
        heldWhileMeasured.push(holder.style.minHeight);
        return scrollHeight?.get?.call(element) as number;
      },
    });
    fitToText(element);
    expect(heldWhileMeasured).toEqual(['320px']);
    expect(holder.style.minHeight).toBe('10px');
    expect(element.style.height).toBe('202px');
  });
});
