import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { wizardScreensFor } from '../../shared/application/steps';
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

describe('moving between the steps without the script', () => {
  it('offers a Back link on every step from the second, to the step before it', async () => {
    const { app } = await createTestApp();
    const screens = wizardScreensFor(false, 'AU');
    for (const [index, { screen }] of screens.entries()) {
      const { text } = await request(app).get(pathOf(screen)).expect(200);
      const back = text.match(/<a class="wizard-button secondary" href="([^"]*)"[^>]*>Back</);
      if (index === 0) expect(back).toBeNull();
      else expect(back?.[1]).toBe(pathOf(screens[index - 1]!.screen));
    }
  });

  it('labels the first step’s button as every other step’s: Continue', async () => {
    const { app } = await createTestApp();
    for (const screen of ['contactInformation', 'generalQuestions', 'education'] as const) {
      const { text } = await request(app).get(pathOf(screen)).expect(200);
      expect(text).toContain('<button type="submit">Continue</button>');
    }
  });
});

describe('the acknowledgement', () => {
  it('says which answers it confirms, and that the steps after it are voluntary', async () => {
    const { app } = await createTestApp();
    const { text } = await request(app).get(pathOf('acknowledge')).expect(200);
    expect(text).not.toContain('read your answers once more');
    expect(text).toContain(
      'By continuing you confirm that your answers so far (Contact information to Resume) are accurate; an ' +
        'application with false information may be withdrawn. 2 voluntary steps and Review &amp; submit follow.',
    );
  });
});
