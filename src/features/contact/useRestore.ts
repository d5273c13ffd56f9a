import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { loadDraft, startingValues, valuesInFields } from './draft';
import { takeEarlySend } from './earlySend';
import type { Captcha } from './useCaptcha';
import type { ContactValues } from './values';

/**
 * What the form takes in once it works: the visitor's draft, and a Send pressed before its code
 * arrived (earlySend.ts), answered as if just pressed once the captcha widget is drawn.
 */
export function useRestore(
  formRef: RefObject<HTMLFormElement | null>,
  setValues: (values: ContactValues) => void,
  captcha: Pick<Captcha, 'wanted' | 'want'>,
): void {
  const { wanted, want } = captcha;
  // A Send pressed before the form worked, answered once the captcha widget is in place.
  const heldSend = useRef(false);

  // Restored after hydration (once), so that the server and the first client render agree. Where the
  // page's start module held the form, its fields show what the visitor saw, the stored draft among
  // it (showDraft): they are taken as they are. Elsewhere, what was typed wins over the stored draft.
  // In the hydration's own commit, so that no Send comes between it and the form taking the fields.
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const early = takeEarlySend(formRef.current);
    const draft = startingValues(early === 'not held' ? loadDraft() : null, valuesInFields(formRef.current));
    if (draft) setValues(draft);
    if (early === 'pressed') {
      heldSend.current = true;
      want();
    }
  }, [formRef, setValues, want]);

  // Once drawn with the captcha widget, a held Send goes as if the visitor had just pressed it.
  useEffect(() => {
    if (!wanted || !heldSend.current) return;
    heldSend.current = false;
    formRef.current?.requestSubmit();
  }, [formRef, wanted]);
}
