import { isEmpty, storedDraft, type Values } from './draftStorage';
import { FIELDS } from './fields';
import { EMPTY_VALUES, valueOf, type ContactValues } from './values';

// The form's part of the draft: the stored one read as the declared fields, what the form starts
// with, and what stays once a message is sent. Storing and showing it is draftStorage.ts's, which
// the page's start module runs too.
export { clearDraft, saveDraft, showDraft, valuesInFields } from './draftStorage';

export function loadDraft(storage: Storage = window.localStorage): ContactValues | null {
  try {
    const record = storedDraft(storage);
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

/** The values the form starts with: each field the visitor has just typed into, else the stored draft's. */
export function startingValues(draft: ContactValues | null, typed: Values): ContactValues | null {
  const values = { ...EMPTY_VALUES };
  for (const { name } of FIELDS) {
    const value = typed[name] || (draft && valueOf(draft, name));
    if (value) values[name] = value;
  }
  return isEmpty(values) ? null : values;
}
