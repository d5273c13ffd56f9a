/**
 * Makes the prerendered burger button open and close the menu it controls (`aria-controls`):
 * `aria-expanded` on the button, `data-opened` on the drawn burger inside it (Mantine's Burger
 * draws the cross from it) and `data-open` on the menu, which the stylesheet slides in. Escape
 * closes it, and gives the focus back to the burger if it was in the menu. The focus leaving `chrome`
 * (the header, the menu and the controls above it) closes it too: the menu covers the page, and a
 * Tab past its last link would reach what lies hidden under it. Returns how to close it.
 */
export function enhanceMenu(button: HTMLButtonElement, chrome: Element): { close(): void } {
  const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
  const burger = button.firstElementChild;
  const set = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    burger?.toggleAttribute('data-opened', open);
    menu?.setAttribute('data-open', String(open));
  };
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const toggle = () => set(!isOpen());
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    set(false);
    if (menu?.contains(document.activeElement)) button.focus();
  };
  const onFocus = (event: FocusEvent) => {
    const target = event.target instanceof Node ? event.target : null;
    if (isOpen() && !chrome.contains(target)) set(false);
  };
  button.addEventListener('click', toggle);
  window.addEventListener('keydown', onKey);
  document.addEventListener('focusin', onFocus);
  return { close: () => set(false) };
}
