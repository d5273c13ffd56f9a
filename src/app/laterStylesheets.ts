/**
 * How the page marks the stylesheets its first render does not wait for: the build links the whole
 * stylesheet `disabled`, so the browser does not fetch it, and only the rules the prerendered page
 * uses block the first render (the build's critical stylesheet).
 */
export const LATER_STYLESHEET = 'data-later';

/**
 * Fetches and applies the later stylesheets; resolves once each has arrived, or failed (the page
 * works without them, less styled).
 */
export function applyLaterStylesheets(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${LATER_STYLESHEET}]`)];
  const applied = links.map(
    (link) =>
      new Promise<void>((resolve) => {
        if (!link.disabled) return resolve();
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
        link.disabled = false;
      }),
  );
  return Promise.all(applied).then(() => undefined);
}
