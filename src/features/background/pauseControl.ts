import { pauseStore as pageStore, type PauseStore } from './pauseStore';

/**
 * Brings the prerendered pause button to life: shown in the visitor's state (`aria-pressed` while
 * paused) and toggling the choice. It is prerendered hidden, since the stored choice is only in the
 * visitor's browser, and without JavaScript nothing moves anyway. Returns how to stop.
 */
export function enhancePauseButton(button: HTMLButtonElement, store: PauseStore = pageStore): () => void {
  const show = () => button.setAttribute('aria-pressed', String(store.get()));
  const toggle = () => store.set(!store.get());
  show();
  button.hidden = false;
  button.addEventListener('click', toggle);
  const unsubscribe = store.subscribe(show);
  return () => {
    button.removeEventListener('click', toggle);
    unsubscribe();
  };
}
