import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { pathOf, type Screen } from '../../shared/route-paths';
import { createTestApp } from '../support/test-app';

describe('the application steps as the server renders them', () => {
  it.each([
    ['contactInformation', 'Fields marked (optional) may be left empty; all others are required.'],
    ['education', 'Fields marked (optional) may be left empty; all others are required.'],
    ['equalOpportunity', 'Fields marked (optional) may be left empty.'],
    ['militaryStatus', 'Fields marked (optional) may be left empty.'],
    ['generalQuestions', null],
    ['workEligibility', null],
    ['resume', null],
    ['acknowledge', null],
    ['reviewSubmit', null],
  ] as [Screen, string | null][])('%s explains optional fields only when it has some', async (screen, note) => {
    const { app } = await createTestApp();
    const { text } = await request(app).get(pathOf(screen)).expect(200);
    if (note) {
      expect(text).toContain(`<p class="wizard-required">${note}</p>`);
      expect(text).toContain('(optional)</span>');
    } else {
      expect(text).not.toContain('class="wizard-required"');
      expect(text).not.toContain('(optional)');
    }
  });
});
