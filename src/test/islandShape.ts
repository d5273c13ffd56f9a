/**
 * What an island shows, to compare two renders of it: each element with its attributes (styles as the
 * browser reads them, generated ids by their order of appearance) and its fields' values, and each
 * text; what a browser running scripts never shows (a noscript's content), and what another script
 * put in it, are left out. Self-contained, so that a browser test can run it in the page.
 */
export function islandShape(island: Element): string[] {
  const ids = new Map<string, string>();
  const stable = (value: string) =>
    // Generated ids: React's (a prerender's and a client render's differ in form), and the random
    // ones Mantine puts in their place once mounted; not Mantine's variables (mantine-font-size-sm).
    value.replace(
      /mantine-(?:_[\w-]*?[Rr]_[a-z0-9]+_|[a-z0-9]{9}(?![a-z0-9]))/g,
      (id) => ids.get(id) ?? ids.set(id, `id${ids.size}`).get(id) ?? id,
    );
  const lines: string[] = [];
  const walker = document.createTreeWalker(island, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  // What a third party put in what React drew (Google's widget in the captcha's container) is not
  // React's to match: an element without React's fiber, and all inside it.
  const drawnByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  const foreign: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('noscript')) continue;
    if (foreign.some((root) => root.contains(node))) continue;
    if (node instanceof Element && !drawnByReact(node)) {
      foreign.push(node);
      continue;
    }
    if (!(node instanceof HTMLElement || node instanceof SVGElement)) {
      lines.push(`text ${node.textContent ?? ''}`);
      continue;
    }
    const element = node;
    const attributes = [...element.attributes]
      .map(({ name, value }) => `${name}=${stable(name === 'style' ? element.style.cssText : value)}`)
      .sort();
    const value =
      element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? ` value=${element.value}` : '';
    lines.push(`${element.localName} ${attributes.join(' ')}${value}`);
  }
  return lines;
}
