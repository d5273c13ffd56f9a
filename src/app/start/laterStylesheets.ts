/**
 * How the page marks the stylesheets its first render does not wait for: the build links the whole
 * stylesheet `disabled`, so the browser does not fetch it, and only the rules the prerendered page
 * uses block the first render (the build's critical stylesheet).
 */
export const LATER_STYLESHEET = 'data-later';

/** How long the contact form waits for them at most: without them it works, less styled. */
export const LATER_STYLESHEET_WAIT_MS = 5000;

/**
 * Fetches and applies the later stylesheets; resolves once each has arrived or failed, or after
 * `LATER_STYLESHEET_WAIT_MS`, whichever is first. Called again, it waits for the same ones.
 */
export function applyLaterStylesheets(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${LATER_STYLESHEET}]`)];
  const arrived = links.map(
    (link) =>
      new Promise<void>((resolve) => {
        if (link.sheet) return resolve();
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
        link.removeAttribute('disabled');
      }),
  );
  const waited = new Promise<void>((resolve) => setTimeout(resolve, LATER_STYLESHEET_WAIT_MS));
  return Promise.race([Promise.all(arrived).then(() => undefined), waited]);
}
