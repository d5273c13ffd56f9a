import { ENGLISH } from '@/test/texts';
import { FIELDS, fieldError, type Field } from './fields';
import { mailBody } from './fallback';
import { sentFields } from './values';

// The declaration's promises, for any field: a required one is checked even when empty, an optional
// one may stay empty and travels only when filled.

const optional: Field = {
  name: 'extra',
  label: 'email',
  input: 'text',
  required: false,
  rule: (value) => (value.trim().length < 2 || value.length > 5 ? 'not 2 to 5 letters' : null),
};

describe('the fields', () => {
  it('have distinct names, and each a label among the page’s texts', () => {
    const names = FIELDS.map((field) => field.name);
    expect(new Set(names).size).toBe(names.length);
    for (const field of FIELDS) expect(ENGLISH[field.label]).toEqual(expect.any(String));
  });

  it('check a required field even when empty, and an optional one only when filled', () => {
    for (const field of FIELDS.filter((f) => f.required)) expect(fieldError(field, '', ENGLISH)).not.toBeNull();
    expect(fieldError(optional, '', ENGLISH)).toBeNull();
    expect(fieldError(optional, '  ', ENGLISH)).toBeNull();
    expect(fieldError(optional, 'Acme', ENGLISH)).toBeNull();
    expect(fieldError(optional, 'Acme Corp', ENGLISH)).toBe('not 2 to 5 letters');
    expect(fieldError(optional, 'A', ENGLISH)).toBe('not 2 to 5 letters');
  });

  it('are sent in their order, a line trimmed and the message as typed', () => {
    const values = { fullName: ' Ada ', email: ' ada@example.org ', message: ' Hi\n' };
    expect(sentFields(values).map(({ field, value }) => [field.name, value])).toEqual([
      ['fullName', 'Ada'],
      ['email', 'ada@example.org'],
      ['message', ' Hi\n'],
    ]);
    expect(mailBody(values, ENGLISH)).toBe(' Hi\n\n\nAda\nada@example.org');
  });
});
