/**
 * Makes the prerendered burger button open and close the menu it controls (`aria-controls`):
 * `aria-expanded` on the button, `data-opened` on the drawn burger inside it (Mantine's Burger
 * draws the cross from it) and `data-open` on the menu, which the stylesheet slides in. Escape
 * closes it. Returns how to close it and how to stop.
 */
export function enhanceMenu(button: HTMLButtonElement): { close(): void; dispose(): void } {
  const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
  const burger = button.firstElementChild;
  const set = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    burger?.toggleAttribute('data-opened', open);
    menu?.setAttribute('data-open', String(open));
  };
  const toggle = () => set(button.getAttribute('aria-expanded') !== 'true');
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') set(false);
  };
  button.addEventListener('click', toggle);
  window.addEventListener('keydown', onKey);
  return {
    close: () => set(false),
    dispose() {
      button.removeEventListener('click', toggle);
      window.removeEventListener('keydown', onKey);
    },
  };
}
