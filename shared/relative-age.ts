const second = 1_000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * The original product's relative age: under 60 s `N sec ago`, under 60 min `N mins ago`,
 * under 24 h `N hr ago`, under 7 days `N day ago`, under 4 weeks `N week ago`, under 12 months of
 * 30 days `N mon ago`, otherwise `N yrs ago` (365-day years). Two gaps of the original are closed:
 * days 28-29 and 360-364 would read "0 mon ago" and "0 yrs ago"; they read 1. A date in the
 * future (clock skew) reads "0 sec ago".
 */
export function relativeAge(createdAt: string | number, now: number): string {
  const elapsed = Math.max(0, now - (typeof createdAt === 'number' ? createdAt : Date.parse(createdAt)));
  if (elapsed < minute) return `${Math.floor(elapsed / second)} sec ago`;
  if (elapsed < hour) return `${Math.floor(elapsed / minute)} mins ago`;
  if (elapsed < day) return `${Math.floor(elapsed / hour)} hr ago`;
  const days = Math.floor(elapsed / day);
  if (days < 7) return `${days} day ago`;
  if (days < 28) return `${Math.floor(days / 7)} week ago`;
  if (days < 360) return `${Math.max(1, Math.floor(days / 30))} mon ago`;
  return `${Math.max(1, Math.floor(days / 365))} yrs ago`;
}
