import { describe, expect, it } from 'vitest';
import { fieldMessage } from './fieldMessages';

describe('fieldMessage', () => {
  it('says what to do rather than the API rule', () => {
    expect(fieldMessage('must be 1 to 255 characters')).toBe('Enter this (at most 255 characters).');
    expect(fieldMessage('Invalid parameter.')).toBe('This value is not accepted: check it.');
    expect(fieldMessage('is required')).toBe('Fill this in.');
    expect(fieldMessage('must be in the future')).toBe('Must be in the future.');
  });
});
