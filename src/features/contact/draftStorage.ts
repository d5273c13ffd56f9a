// The visitor's unsent message, kept in their own browser until it is sent or reset, and shown in
// the prerendered fields. The page's start module runs this before the form's code arrives: it
// reads the fields the page has, not their declaration, which stays out of the script on load
// (the form's own part of the draft is draft.ts).

const KEY = 'contact-draft';

/** Each field's value, by name. */
export type Values = Readonly<Record<string, string>>;

export const isEmpty = (values: Values) => Object.values(values).every((value) => !value);

/** What is stored, as it is: an object, or null. Throws when storage is disabled. */
export function storedDraft(storage: Storage): Readonly<Record<string, unknown>> | null {
  const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
}

export function saveDraft(values: Values, storage: Storage = window.localStorage): void {
  try {
    if (isEmpty(values)) storage.removeItem(KEY);
    else storage.setItem(KEY, JSON.stringify(values));
  } catch {
    // Full or disabled storage: the form still works, the draft is just not kept.
  }
}

export function clearDraft(storage: Storage = window.localStorage): void {
  saveDraft({}, storage);
}

/** The form's fields as the page has them: its named text inputs and text areas. */
function fieldsOf(form: HTMLFormElement | null) {
  return [...(form?.elements ?? [])].filter(
    (field) => (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.name !== '',
  ) as (HTMLInputElement | HTMLTextAreaElement)[];
}

/** What the form's fields hold, by name, the empty ones too: what the start module keeps as the draft. */
export function fieldValues(form: HTMLFormElement | null): Values {
  return Object.fromEntries(fieldsOf(form).map((field) => [field.name, field.value]));
}

/**
 * What the prerendered fields hold before the form's code arrived (what the visitor typed, and the
 * stored draft the page showed there): React keeps those values in the page while it hydrates, and
 * the form takes them in once it has.
 */
export function valuesInFields(form: HTMLFormElement | null): Values {
  return Object.fromEntries(Object.entries(fieldValues(form)).filter(([, value]) => value));
}

/**
 * Shows the stored draft in the prerendered fields, at start: the visitor sees it at once, and a
 * Send pressed before the form works answers for what they see. A field already filled keeps its
 * value (the browser may have restored it on reload).
 */
export function showDraft(form: HTMLFormElement | null, storage: Storage = window.localStorage): void {
  let draft;
  try {
    draft = storedDraft(storage);
  } catch {
    return;
  }
  for (const field of fieldsOf(form)) {
    const value = draft?.[field.name];
    if (!field.value && typeof value === 'string') field.value = value;
  }
}
