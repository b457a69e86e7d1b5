import { describe, expect, it } from 'vitest';
import { splitDisplayName } from '../../shared/application/display-name';

describe('the name from sign-in, on the contact form', () => {
  it.each([
    ['Mei Lin', 'Mei', 'Lin'],
    ['  Anna Maria   Rossi ', 'Anna Maria', 'Rossi'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
    [null, '', ''],
  ])('splits %j into first name %j and last name %j', (displayName, firstName, lastName) => {
    expect(splitDisplayName(displayName)).toEqual({ firstName, lastName });
  });
});
