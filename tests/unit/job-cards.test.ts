import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jobCardListPath, jobCategoryCards, openJobsText, teamCards } from '../../shared/job-cards';
import { picturesOf } from '../support/picture-views';

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
  ])('%s: unique ids, a search of the job list for every card', (_, cards) => {
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
    for (const card of cards) {
      expect(card.search).toMatch(/^[a-z]+( [a-z]+)*$/);
      expect(jobCardListPath(card)).toBe(`/joblistings?q=${card.search.replaceAll(' ', '+')}`);
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

describe("the cards' pictures, views of one file (its comment says why)", () => {
  const file = readFileSync('client/public/images/site/job-cards.svg', 'utf8');
  const pictures = picturesOf(file);

  it('is one picture big: the intrinsic size every view has, which object-fit crops', () => {
    expect(file).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="600" height="300" viewBox="0 0 600 300">/,
    );
  });

  it("has a view of each picture's own region, and it is that picture's <svg>", () => {
    expect(pictures.length).toBeGreaterThan(0);
    expect(file.match(/<view /g)).toHaveLength(pictures.length);
    expect(new Set(pictures.map((picture) => picture.name)).size).toBe(pictures.length);
    pictures.forEach((picture, place) => {
      expect(picture.viewBox, picture.name).toBe(`0 ${place * 300} 600 300`);
      expect(picture.svg, picture.name).toMatch(
        new RegExp(`^<svg y="${place * 300}" width="600" height="300" viewBox="0 0 600 300">`),
      );
    });
  });

  it('each picture refers only to ids of its own, named after it', () => {
    for (const { name, svg } of pictures) {
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id!);
      for (const id of ids) expect(id, name).toMatch(new RegExp(`^${name}-`));
      for (const [, url, href] of svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g))
        expect(ids, name).toContain(url ?? href);
    }
  });

  it.each([
    ['categories', jobCategoryCards],
    ['teams', teamCards],
  ])('every card of the %s shows one of them', (_, cards) => {
    for (const card of cards) {
      const [path, view] = card.image.split('#');
      expect(path, card.id).toBe('/images/site/job-cards.svg');
      expect(
        pictures.map((picture) => picture.name),
        card.id,
      ).toContain(view);
    }
  });
});
