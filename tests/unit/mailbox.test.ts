import { describe, expect, it } from 'vitest';
import { mailboxOf } from '../../server/alerts/mailbox';

describe('the mailbox an address delivers to (what job alert confirmations are counted by)', () => {
  it.each([
    ['victim@example.com', 'victim@example.com'],
    ['victim+1@example.com', 'victim@example.com'],
    ['victim+alerts+more@example.com', 'victim@example.com'],
    ['VICTIM+Shout@Example.COM', 'victim@example.com'],
    [' victim@example.com ', 'victim@example.com'],
    ['v.ictim@gmail.com', 'victim@gmail.com'],
    ['v.i.c.t.i.m+jobs@gmail.com', 'victim@gmail.com'],
    ['victim@googlemail.com', 'victim@gmail.com'],
    ['Vic.Tim@GoogleMail.com', 'victim@gmail.com'],
  ])('counts %j as %j', (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });

  it.each([
    // Dots are part of the mailbox everywhere but Gmail.
    ['first.last@example.com', 'first.last@example.com'],
    ['first.last@mail.gmail.com.example', 'first.last@mail.gmail.com.example'],
    // A tag with no mailbox before it is no tag.
    ['+tag@example.com', '+tag@example.com'],
    // The part after the last @ is the domain (a quoted local part may hold one).
    ['"a@b"+x@example.com', '"a@b"@example.com'],
  ])('keeps %j as %j', (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });
});
