import { describe, expect, it } from 'vitest';
import { jobBoardLink } from '../../shared/site';

describe('links to the external job board', () => {
  it.each([
    ['https://jobs.medinest.example', '/login', 'https://jobs.medinest.example/login'],
    ['https://jobs.medinest.example/', '/login', 'https://jobs.medinest.example/login'],
    ['https://board.example.test/medinest//', '/teams', 'https://board.example.test/medinest/teams'],
    ['https://jobs.medinest.example/', '', 'https://jobs.medinest.example'],
  ])('%s + %s is %s', (base, path, expected) => {
    expect(jobBoardLink(base, path)).toBe(expected);
  });
});
