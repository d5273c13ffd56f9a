import { waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrateIsland } from './hydrate';
import { HYDRATION_FAILED } from './islandMarks';
import { islandIdPrefix, islandTree } from './Island';

/** What the field's handler heard. */
const heard: string[] = [];

/** A field whose handler hydration attaches, and which marks when its passive effects have run. */
function Field() {
  const label = useRef<HTMLLabelElement>(null);
  useEffect(() => label.current?.setAttribute('data-effects-ran', ''), []);
  return (
    <label ref={label}>
      Name <input onInput={(event) => heard.push(event.currentTarget.value)} />
    </label>
  );
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
  heard.length = 0;
});

describe('an island hydrated in its place', () => {
  it('is marked hydrated in the commit that attached its handlers, before its passive effects run', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(islandTree(<Field />), { identifierPrefix: islandIdPrefix('contact') });
    // Whether the passive effects had run when the mark came: read as the mark is set.
    const effectsRanAtMark = new Promise<boolean>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!container.hasAttribute('data-hydrated')) return;
        observer.disconnect();
        resolve(container.querySelector('label')?.hasAttribute('data-effects-ran') ?? true);
      });
      observer.observe(container, { attributeFilter: ['data-hydrated'] });
    });
    root = hydrateIsland(container, 'contact', <Field />);
    expect(await effectsRanAtMark).toBe(false);
    // Marked, it works: its handler answers at once.
    const input = container.querySelector('input');
    if (!input) throw new Error('no field');
    input.value = 'Ada';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(heard).toEqual(['Ada']);
  });

  it('says so, on the island and in the console, when the prerendered HTML does not match', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(islandTree(<p>Prerendered</p>), {
      identifierPrefix: islandIdPrefix('contact'),
    });
    root = hydrateIsland(container, 'contact', <Field />);
    await waitFor(() => expect(container).toHaveAttribute(HYDRATION_FAILED));
    // Drawn afresh, it works all the same.
    expect(container.querySelector('input')).not.toBeNull();
    expect(errors.mock.calls.some(([message]) => String(message).includes('The contact island did not hydrate'))).toBe(
      true,
    );
    errors.mockRestore();
  });
});

describe('the page as an island hydrates', () => {
  it('stays in the dark scheme throughout: Mantine never sets another on <html>, even for a frame', async () => {
    const html = document.documentElement;
    html.setAttribute('data-mantine-color-scheme', 'dark');
    // Every value the attribute took: each change's old value, then the last.
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((changes) => records.push(...changes));
    observer.observe(html, { attributeFilter: ['data-mantine-color-scheme'], attributeOldValue: true });
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(islandTree(<Field />), { identifierPrefix: islandIdPrefix('contact') });
    root = hydrateIsland(container, 'contact', <Field />);
    // Past the frame the passive effects wait for.
    await waitFor(() => expect(container.querySelector('label')).toHaveAttribute('data-effects-ran'));
    records.push(...observer.takeRecords());
    observer.disconnect();
    expect(records.length).toBeGreaterThan(0);
    const values = [...records.map((record) => record.oldValue), html.getAttribute('data-mantine-color-scheme')];
    expect(values.filter((value) => value !== 'dark')).toEqual([]);
  });
});
