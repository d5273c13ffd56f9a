import { EMPTY_VALUES, type ContactValues } from './values';

// The visitor's unsent message, kept in their own browser until it is sent or reset.
const KEY = 'contact-draft';

const isEmpty = (values: ContactValues) => !values.fullName && !values.email && !values.message;

export function loadDraft(storage: Storage = window.localStorage): ContactValues | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const field = (name: keyof ContactValues) => (typeof record[name] === 'string' ? record[name] : '');
    const draft = { fullName: field('fullName'), email: field('email'), message: field('message') };
    return isEmpty(draft) ? null : draft;
  } catch {
    // Storage disabled or the entry corrupt: there is simply no draft.
    return null;
  }
}

export function saveDraft(values: ContactValues, storage: Storage = window.localStorage): void {
  try {
    if (isEmpty(values)) storage.removeItem(KEY);
    else storage.setItem(KEY, JSON.stringify({ ...EMPTY_VALUES, ...values }));
  } catch {
    // Full or disabled storage: the form still works, the draft is just not kept.
  }
}

export function clearDraft(storage: Storage = window.localStorage): void {
  saveDraft(EMPTY_VALUES, storage);
}

/**
 * What stays in the form once `sent` is delivered, given what it holds now: what was sent is
 * cleared, what was typed while it was on its way is kept. A form that still holds exactly what
 * was sent is emptied; a message that was only added to keeps its addition; anything else the
 * visitor changed (or a new message after Reset) stays as it is.
 */
export function afterSent(sent: ContactValues, now: ContactValues): ContactValues {
  if (now.fullName === sent.fullName && now.email === sent.email && now.message === sent.message) return EMPTY_VALUES;
  const added = sent.message !== '' && now.message.startsWith(sent.message);
  return { ...now, message: added ? now.message.slice(sent.message.length).replace(/^\s+/, '') : now.message };
}

/**
 * What the prerendered fields hold before the form's code arrived (what the visitor typed, and the
 * stored draft the page showed there): React keeps those values in the page while it hydrates, and
 * the form takes them in once it has.
 */
export function valuesInFields(form: HTMLFormElement | null): Partial<ContactValues> {
  const typed: Partial<ContactValues> = {};
  for (const [name, field] of fieldsOf(form)) if (field.value) typed[name] = field.value;
  return typed;
}

/** The form's fields, by the names of the values they hold. */
function fieldsOf(form: HTMLFormElement | null) {
  return (Object.keys(EMPTY_VALUES) as (keyof ContactValues)[]).flatMap((name) => {
    const field = form?.elements.namedItem(name);
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? [[name, field] as const] : [];
  });
}

/**
 * Shows the stored draft in the prerendered fields, at start: the visitor sees it at once, and a
 * Send pressed before the form works answers for what they see. A field already filled keeps its
 * value (the browser may have restored it on reload).
 */
export function showDraft(form: HTMLFormElement | null, storage: Storage = window.localStorage): void {
  const draft = loadDraft(storage);
  if (!draft) return;
  for (const [name, field] of fieldsOf(form)) if (!field.value) field.value = draft[name];
}

/** The values the form starts with: each field the visitor has just typed into, else the stored draft's. */
export function startingValues(draft: ContactValues | null, typed: Partial<ContactValues>): ContactValues | null {
  const values = { ...EMPTY_VALUES, ...draft, ...typed };
  return isEmpty(values) ? null : values;
}
