import { fitToText } from './growField';

/** A text field whose layout jsdom cannot do: its text's height is given, and its own height follows its style. */
function field({ rowsHeight, textHeight }: { rowsHeight: number; textHeight: number }) {
  const element = document.createElement('textarea');
  const BORDERS = 2;
  const height = () => (element.style.height ? parseFloat(element.style.height) : rowsHeight);
  Object.defineProperty(element, 'offsetHeight', { get: height });
  Object.defineProperty(element, 'clientHeight', { get: () => height() - BORDERS });
  Object.defineProperty(element, 'scrollHeight', { get: () => Math.max(textHeight, height() - BORDERS) });
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
    const element = field({ rowsHeight: 98, textHeight: 40 });
    element.style.height = '300px';
    fitToText(element);
    expect(element.style.height).toBe('');
  });

  it('puts the page back where it was if measuring moved it', () => {
    const element = field({ rowsHeight: 98, textHeight: 200 });
    let y = 900;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // The browser scrolls up as the field shrinks for a moment.
    const style = element.style;
    const setHeight = Object.getOwnPropertyDescriptor(CSSStyleDeclaration.prototype, 'height');
    Object.defineProperty(style, 'height', {
      configurable: true,
      get: () => setHeight?.get?.call(style) as string,
      set: (value: string) => {
        if (value === '') y = 700;
        setHeight?.set?.call(style, value);
      },
    });
    fitToText(element);
    expect(scrollTo).toHaveBeenCalledWith(0, 900);
  });

  it('leaves the page alone when nothing moved', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    fitToText(field({ rowsHeight: 98, textHeight: 200 }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
