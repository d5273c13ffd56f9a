import { MESSAGES, characterCount, validateEmail, validateFullName, validateMessage } from './validation';

describe('contact validation', () => {
  it('uses the exact messages the visitor is shown', () => {
    expect(validateFullName('A')).toBe('Name must have at least 2 letters');
    expect(validateEmail('nope')).toBe('Invalid email');
    expect(validateMessage('')).toBe('Message must not be empty');
  });

  it.each([
    ['', MESSAGES.fullNameShort],
    ['   ', MESSAGES.fullNameShort],
    [' A ', MESSAGES.fullNameShort],
    ['Al', null],
    ['  Ada  ', null],
    ['n'.repeat(100), null],
    ['n'.repeat(101), MESSAGES.fullNameLong],
  ])('full name %j -> %s', (value, expected) => {
    expect(validateFullName(value)).toBe(expected);
  });

  it.each([
    ['a@b', null],
    ['ada@example.org', null],
    ['', MESSAGES.emailInvalid],
    ['ada', MESSAGES.emailInvalid],
    ['@example.org', MESSAGES.emailInvalid],
    ['ada@', MESSAGES.emailInvalid],
    ['ada lovelace@example.org', MESSAGES.emailInvalid],
    ['ada@example.org and more', MESSAGES.emailInvalid],
    [`${'e'.repeat(250)}@x.io`, MESSAGES.emailLong],
    [`${'e'.repeat(249)}@x.io`, null],
  ])('email %j -> %s', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });

  it.each([
    ['', MESSAGES.messageEmpty],
    [' \n\t', MESSAGES.messageEmpty],
    ['x', null],
    ['x'.repeat(5000), null],
    ['x'.repeat(5001), MESSAGES.messageLong],
    ['🎉'.repeat(5000), null],
  ])('message of %#', (value, expected) => {
    expect(validateMessage(value)).toBe(expected);
  });

  it('says the limits the way people read them', () => {
    expect(MESSAGES.messageLong).toBe('Message must be at most 5,000 characters');
    expect(MESSAGES.fullNameLong).toBe('Name must be at most 100 characters');
    expect(MESSAGES.emailLong).toBe('Email must be at most 254 characters');
  });

  it('counts characters as the visitor sees them', () => {
    expect(characterCount('🎉 مرحبا')).toBe(7);
  });
});
