import { FIELDS } from './fields';
import { EMPTY_VALUES, valueOf, type ContactValues } from './values';

// The visitor's unsent message, kept in their own browser until it is sent or reset. The page's
// start module keeps and shows it too, before the form's code arrives: what it runs (saveDraft,
// clearDraft, showDraft, valuesInFields) reads the fields the page has, not the declaration.
const KEY = 'contact-draft';

/** Each field's value, by name. */
type Values = Readonly<Record<string, string>>;

const isEmpty = (values: Values) => Object.values(values).every((value) => !value);

/** What is stored, as it is: an object, or null. Throws when storage is disabled. */
function stored(storage: Storage): Readonly<Record<string, unknown>> | null {
  const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
}

export function loadDraft(storage: Storage = window.localStorage): ContactValues | null {
  try {
    const record = stored(storage);
    if (!record) return null;
    const draft = { ...EMPTY_VALUES };
    for (const { name } of FIELDS) {
      const value = record[name];
      if (typeof value === 'string' && value) draft[name] = value;
    }
    return isEmpty(draft) ? null : draft;
  } catch {
    // Storage disabled or the entry corrupt: there is simply no draft.
    return null;
  }
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

/**
 * What stays in the form once `sent` is delivered, given what it holds now: what was sent is
 * cleared, what was typed while it was on its way is kept. A form that still holds exactly what
 * was sent is emptied; a message that was only added to keeps its addition; anything else the
 * visitor changed (or a new message after Reset) stays as it is.
 */
export function afterSent(sent: ContactValues, now: ContactValues): ContactValues {
  if (FIELDS.every(({ name }) => valueOf(now, name) === valueOf(sent, name))) return EMPTY_VALUES;
  const added = sent.message !== '' && now.message.startsWith(sent.message);
  return { ...now, message: added ? now.message.slice(sent.message.length).replace(/^\s+/, '') : now.message };
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
    draft = stored(storage);
  } catch {
    return;
  }
  for (const field of fieldsOf(form)) {
    const value = draft?.[field.name];
    if (!field.value && typeof value === 'string') field.value = value;
  }
}

/** The values the form starts with: each field the visitor has just typed into, else the stored draft's. */
export function startingValues(draft: ContactValues | null, typed: Values): ContactValues | null {
  const values = { ...EMPTY_VALUES };
  for (const { name } of FIELDS) {
    const value = typed[name] || (draft && valueOf(draft, name));
    if (value) values[name] = value;
  }
  return isEmpty(values) ? null : values;
}
