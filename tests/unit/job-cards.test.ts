import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jobCardListPath, jobCategoryCards, openJobsText, teamCards } from '../../shared/job-cards';

describe('job category and team cards', () => {
  it('lists the 11 categories of the original, in its order', () => {
    expect(jobCategoryCards.map((card) => card.heading)).toEqual([
      'Software development',
      'Data science',
      'Database Administration',
      'Supply chain management',
      'Project/Product manager',
      'Content/media production',
      'Researchers',
      'Administration & support',
      'Finance',
      'Human resources',
      'Legals',
    ]);
  });

  it('lists the 12 teams of the original, in its order', () => {
    expect(teamCards.map((card) => card.heading)).toEqual([
      'Business intelligence and Development',
      'IT',
      'Operations',
      'Marketing and Sales',
      'Human Resources',
      'Legals',
      'Finance and accounts',
      'Administration & support',
      'R&D Training',
      'Warehouse management',
      'Transport, shipping & logistics',
      'Operations technology',
    ]);
  });

  it.each([
    ['categories', jobCategoryCards],
    ['teams', teamCards],
  ])('%s: unique ids, a search of the job list for every card, pictures shipped with the app', (_, cards) => {
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
    for (const card of cards) {
      expect(card.search).toMatch(/^[a-z]+( [a-z]+)*$/);
      expect(jobCardListPath(card)).toBe(`/joblistings?q=${card.search.replaceAll(' ', '+')}`);
      expect(card.image).toMatch(/^\/images\/site\/cards\/[\w-]+\.svg$/);
      expect(existsSync(`client/public${card.image}`), card.image).toBe(true);
    }
  });
});

describe("a card's count", () => {
  it.each([
    [0, 'No open jobs right now'],
    [1, '1 open job'],
    [2, '2 open jobs'],
    [375, '375 open jobs'],
  ])('%i reads %j', (count, text) => {
    expect(openJobsText(count)).toBe(text);
  });
});
