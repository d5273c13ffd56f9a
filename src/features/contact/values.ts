import { FIELDS, type Field, type FieldName, type RequiredName } from './fields';

// The contact form's values, one string per declared field; an optional field's may be missing.

export type ContactValues = Record<RequiredName, string> & Partial<Record<Exclude<FieldName, RequiredName>, string>>;

export const EMPTY_VALUES = Object.fromEntries(
  FIELDS.filter((field) => field.required).map((field) => [field.name, '']),
) as ContactValues;

/** A field's value, '' for an optional field left out. */
export const valueOf = (values: ContactValues, name: FieldName): string =>
  (values as Partial<Record<FieldName, string>>)[name] ?? '';

/** The value as it is sent: the message as typed, a line trimmed (its outer spaces are slips). */
export const sentValue = (field: Field, value: string) => (field.input === 'message' ? value : value.trim());

/** What a message carries, in the form's order: every required field, an optional one only when filled. */
export function sentFields(values: ContactValues): { readonly field: Field; readonly value: string }[] {
  return FIELDS.flatMap((field) => {
    const value = sentValue(field, valueOf(values, field.name));
    return field.required || value !== '' ? [{ field, value }] : [];
  });
}
