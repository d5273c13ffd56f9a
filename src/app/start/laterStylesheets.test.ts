import { LATER_STYLESHEET_WAIT_MS, applyLaterStylesheets } from './laterStylesheets';

/** A later stylesheet as the build links it; jsdom never fetches it, so the test fires its events. */
function laterLink(href: string) {
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  link.setAttribute('disabled', '');
  link.setAttribute('data-later', '');
  document.head.append(link);
  return link;
}

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  return () => done;
};

afterEach(() => {
  document.head.replaceChildren();
  vi.useRealTimers();
});

describe('the later stylesheets', () => {
  it('are enabled, and waited for until each has loaded or failed', async () => {
    const whole = laterLink('/assets/whole.css');
    const other = laterLink('/assets/other.css');
    const done = settled(applyLaterStylesheets());
    expect(whole.hasAttribute('disabled')).toBe(false);
    expect(other.hasAttribute('disabled')).toBe(false);
    whole.dispatchEvent(new Event('load'));
    // A macrotask: every promise the first arrival settles has run by then.
    await new Promise((resolve) => setTimeout(resolve));
    expect(done()).toBe(false);
    other.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(done()).toBe(true));
  });

  it('are not waited for longer than the limit', async () => {
    vi.useFakeTimers();
    laterLink('/assets/whole.css');
    const done = settled(applyLaterStylesheets());
    await vi.advanceTimersByTimeAsync(LATER_STYLESHEET_WAIT_MS - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('are not waited for once they have arrived', async () => {
    vi.useFakeTimers();
    const arrived = laterLink('/assets/whole.css');
    // jsdom never loads a stylesheet: the test gives it the sheet the browser would have.
    Object.defineProperty(arrived, 'sheet', { value: new CSSStyleSheet() });
    const done = settled(applyLaterStylesheets());
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('resolve at once when there are none', async () => {
    await expect(applyLaterStylesheets()).resolves.toBeUndefined();
  });
});
