import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Job } from '../../shared/job';
import { cardPictureFor, GENERIC_CARD_PICTURE, JOB_CARD_PICTURES } from '../../shared/job-card-pictures';
import { groupCards, groupListPath } from '../../shared/job-group-cards';
import { jobGroupsOf } from '../../shared/job-groups';
import { listJobs } from '../../shared/job-listing';
import { defaultJobQuery, parseJobQuery } from '../../shared/job-query';
import { jobs as embeddedJobs } from '../../shared/jobs';
import { jobCatalog } from '../../server/jobs/job-catalog';
import { picturesOf } from '../support/picture-views';

const job = (id: string, department: string, team?: string): Job => ({
  ...embeddedJobs[0]!,
  id,
  title: id,
  department,
  ...(team === undefined ? {} : { team }),
});

const jobs = [
  job('a', 'Engineering', 'Backend'),
  job('b', 'engineering', 'Frontend'),
  job('c', 'Pharmacy', 'Night shift'),
  job('d', 'Engineering', 'backend'),
  job('e', 'Design'),
];

describe("the open jobs' departments and teams", () => {
  it('are each once, whatever their case, sorted by name, with how many jobs each has', () => {
    expect(jobGroupsOf(jobs)).toEqual({
      departments: [
        { name: 'Design', count: 1 },
        { name: 'Engineering', count: 3 },
        { name: 'Pharmacy', count: 1 },
      ],
      teams: [
        { name: 'Backend', count: 2 },
        { name: 'Frontend', count: 1 },
        { name: 'Night shift', count: 1 },
      ],
      total: 5,
    });
  });

  it('leave out jobs without a department or team', () => {
    expect(jobGroupsOf([job('x', ''), job('y', '  ', '')])).toEqual({ departments: [], teams: [], total: 2 });
  });

  it("count exactly the jobs each card's link lists", () => {
    const { facets } = jobCatalog(jobs);
    const groups = jobGroupsOf(jobs);
    for (const [kind, list] of [
      ['categories', groups.departments],
      ['teams', groups.teams],
    ] as const) {
      for (const card of groupCards(kind, list)) {
        const query = parseJobQuery(new URL(card.href, 'http://localhost').searchParams, facets);
        expect(listJobs(jobs, query).length, card.href).toBe(card.count);
      }
    }
  });
});

describe('the cards of the open jobs', () => {
  const groups = jobGroupsOf(jobs);

  it('lead to the job list of their department or team, in short addresses', () => {
    expect(groupListPath('categories', 'Engineering')).toBe('/joblistings?department=Engineering');
    expect(groupListPath('teams', 'R&D Training')).toBe('/joblistings?team=R%26D+Training');
    expect(groupCards('teams', groups.teams).map((card) => [card.heading, card.href, card.count])).toEqual([
      ['Backend', '/joblistings?team=Backend', 2],
      ['Frontend', '/joblistings?team=Frontend', 1],
      ['Night shift', '/joblistings?team=Night+shift', 1],
    ]);
  });

  it('have ids unique on the page, made of the names', () => {
    const cards = groupCards('categories', [
      { name: 'R&D', count: 1 },
      { name: 'R D', count: 1 },
      { name: 'Ünïcode', count: 1 },
      { name: '***', count: 1 },
    ]);
    expect(cards.map((card) => card.id)).toEqual([
      'category-r-d',
      'category-r-d-2',
      'category-unicode',
      'category-group',
    ]);
  });

  it("show the company's picture and sentence where it gives them, its key in any case", () => {
    const cards = groupCards('categories', groups.departments, {
      Engineering: { image: '/site/images/engineering.jpg', text: '  We build the pharmacy app.  ' },
      pharmacy: { text: 'Our pharmacists.' },
      Marketing: { image: '/site/images/marketing.jpg' },
    });
    expect(cards.map(({ heading, image, text }) => ({ heading, image, text }))).toEqual([
      { heading: 'Design', image: cardPictureFor('Design'), text: undefined },
      { heading: 'Engineering', image: '/site/images/engineering.jpg', text: 'We build the pharmacy app.' },
      { heading: 'Pharmacy', image: `${JOB_CARD_PICTURES}#${GENERIC_CARD_PICTURE}`, text: 'Our pharmacists.' },
    ]);
    expect(Object.keys(cards[0]!)).not.toContain('text');
  });
});

describe("a card's generic picture", () => {
  const views = picturesOf(readFileSync(`client/public${JOB_CARD_PICTURES}`, 'utf8')).map((view) => view.name);

  it.each([
    ['Engineering', 'software-development'],
    ['Backend', 'software-development'],
    ['Applied AI', 'data-science'],
    ['Data Platform', 'data-science'],
    ['Database', 'database'],
    ['IT', 'it'],
    ['Account Executive', 'marketing'],
    ['Public Policy', 'legal'],
    ['People & Culture', 'people'],
    ['Customer Success', 'administration'],
    ['ODS - Logistics', 'transport'],
    ['Immersives', 'training'],
    ['Operations', 'operations'],
    ['Content', 'media-production'],
    ['Pharmacy', GENERIC_CARD_PICTURE],
    ['Music Business', GENERIC_CARD_PICTURE],
    ['Wit and wisdom', GENERIC_CARD_PICTURE],
  ])("of %s is a view of the cards' file: %s", (name, view) => {
    expect(cardPictureFor(name)).toBe(`${JOB_CARD_PICTURES}#${view}`);
    expect(views).toContain(view);
  });
});

describe("a list's query with a team", () => {
  const { facets } = jobCatalog(jobs);
  const titles = (search: string) =>
    listJobs(jobs, parseJobQuery(new URLSearchParams(search), facets)).map((found) => found.id);

  it('offers the teams of the data, each once', () => {
    expect(facets.teams).toEqual(['Backend', 'Frontend', 'Night shift']);
    expect(facets.departments).toEqual(['Design', 'Engineering', 'Pharmacy']);
  });

  it('lists the jobs of the team, in any case, and with the department', () => {
    expect(titles('team=backend')).toEqual(['a', 'd']);
    expect(titles('team=Backend&department=Engineering')).toEqual(['a', 'd']);
    expect(titles('department=engineering')).toEqual(['a', 'b', 'd']);
  });

  it('is every team for a team the data does not have', () => {
    expect(parseJobQuery(new URLSearchParams('team=Sales'), facets)).toStrictEqual(defaultJobQuery);
    expect(parseJobQuery(new URLSearchParams('team=All'), facets)).toStrictEqual(defaultJobQuery);
  });
});
