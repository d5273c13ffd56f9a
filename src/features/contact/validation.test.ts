import { characterCount, validateEmail, validateFullName, validateMessage } from './validation';
import { ENGLISH } from '@/test/texts';

describe('contact validation', () => {
  it('uses the exact messages the visitor is shown', () => {
    expect(validateFullName('A', ENGLISH)).toBe(ENGLISH.fullNameShort(2));
    expect(validateEmail('nope', ENGLISH)).toBe(ENGLISH.emailInvalid);
    expect(validateMessage('', ENGLISH)).toBe(ENGLISH.messageEmpty);
  });

  it.each([
    ['', ENGLISH.fullNameShort(2)],
    ['   ', ENGLISH.fullNameShort(2)],
    [' A ', ENGLISH.fullNameShort(2)],
    ['Al', null],
    ['  Ada  ', null],
    ['n'.repeat(100), null],
    ['n'.repeat(101), ENGLISH.fullNameLong(100)],
  ])('full name %j -> %s', (value, expected) => {
    expect(validateFullName(value, ENGLISH)).toBe(expected);
  });

  it.each([
    ['a@b', null],
    ['ada@example.org', null],
    ['', ENGLISH.emailInvalid],
    ['ada', ENGLISH.emailInvalid],
    ['@example.org', ENGLISH.emailInvalid],
    ['ada@', ENGLISH.emailInvalid],
    ['ada lovelace@example.org', ENGLISH.emailInvalid],
    ['ada@example.org and more', ENGLISH.emailInvalid],
    [`${'e'.repeat(250)}@x.io`, ENGLISH.emailLong(254)],
    [`${'e'.repeat(249)}@x.io`, null],
  ])('email %j -> %s', (value, expected) => {
    expect(validateEmail(value, ENGLISH)).toBe(expected);
  });

  it.each([
    ['', ENGLISH.messageEmpty],
    [' \n\t', ENGLISH.messageEmpty],
    ['x', null],
    ['x'.repeat(5000), null],
    ['x'.repeat(5001), ENGLISH.messageLong(5000)],
    ['🎉'.repeat(5000), null],
  ])('message of %#', (value, expected) => {
    expect(validateMessage(value, ENGLISH)).toBe(expected);
  });

  // Whatever their wording: a limit of thousands is written with its separator.
  it('says the limits the way people read them', () => {
    expect(ENGLISH.messageLong(5000)).toContain('5,000');
    expect(ENGLISH.fullNameLong(100)).toContain('100');
    expect(ENGLISH.emailLong(254)).toContain('254');
  });

  it('counts characters as the visitor sees them', () => {
    expect(characterCount('🎉 مرحبا')).toBe(7);
  });
});
