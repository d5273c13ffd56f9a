import { useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** The same markup as index.html's: Send works once hydrated. */
function Form({ onHydrated }: { onHydrated: () => void }) {
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => {
    setHydrated(true);
    onHydrated();
  }, [onHydrated]);
  return (
    <form aria-label="Contact form" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="fullName">Full name</label>
      <input id="fullName" name="fullName" />
      <label htmlFor="email">Email</label>
      <input id="email" name="email" />
      <label htmlFor="message">Message</label>
      <textarea id="message" name="message" rows={5} />
      <button type="submit" disabled={!hydrated}>
        Send
      </button>
    </form>
  );
}

/** Hydrates as the page's islands do, marked `data-hydrated` in the commit that attached its handlers. */
export function hydrateForm(container: Element): void {
  const onHydrated = () => container.setAttribute('data-hydrated', '');
  hydrateRoot(container, <Form onHydrated={onHydrated} />);
}
