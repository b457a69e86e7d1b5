import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MAX_RESUME_BYTES } from '../../shared/application/requisition';
import { pdfOfSize, validAnswers } from '../support/application-answers';
import { mintGoogleUser } from '../support/auth-emulator';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueEmail } from '../support/candidate-browser';
import { answerStepsSixToEight, answerStepsTwoToFour, fillContactAddress } from '../support/wizard-fields';
import { pageReady, useSite } from '../support/e2e-site';
import { onePagePdf } from '../support/one-page-pdf';

const site = useSite();

/** Every URL the page asked the server for, so a test can look for answers in any of them. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

describe('the wizard without JavaScript (a click before hydration)', () => {
  it('posts each step, so no answer reaches a URL or the server log', async () => {
    const { page, close } = await site.open({ javaScriptEnabled: false });
    const urls = recordUrls(page);
    await page.goto('/carrer/sign-up');
    for (const [name, value] of Object.entries(validAnswers.contact)) await page.fill(`#field-${name}`, value);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/carrer\/Generalquestions$/);

    await page.fill('#field-preferredStartDate', validAnswers.general.preferredStartDate);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.selectOption('#field-howHeard', validAnswers.general.howHeard);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/carrers\/Education$/);
    // Back is a plain link: the step before, with its saved answers.
    await page.getByRole('link', { name: 'Back to General questions' }).click();
    await page.waitForURL(/\/carrer\/Generalquestions$/);
    expect(await page.inputValue('#field-howHeard')).toBe(validAnswers.general.howHeard);

    await page.goto('/VoluntaryEqual');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/VoluntarySelf$/);

    await page.goto('/ReveiwSubmit');
    // The answers arrived: the review shows them.
    await expect(page.locator('main').textContent()).resolves.toContain('1 George Street');
    await expect(page.locator('main').textContent()).resolves.toContain('Female');

    const answers = [...Object.values(validAnswers.contact), 'LinkedIn', 'Female', '2027-02-01'];
    for (const url of urls) {
      const query = new URL(url).search;
      for (const answer of answers) expect(decodeURIComponent(query)).not.toContain(answer);
    }
    const log = site.server.output.join('\n');
    for (const answer of ['Asha', 'asha.rao@example.com', '61412345678', '1 George Street', 'LinkedIn'])
      expect(log).not.toContain(answer);
    await close();
  });

  it('shows refused answers again with their messages, and keeps them out of the URL', async () => {
    const { page, close } = await site.open({ javaScriptEnabled: false });
    await page.goto('/carrer/sign-up');
    await page.fill('#field-firstName', 'Mei');
    const response = page.waitForResponse((answer) => answer.request().method() === 'POST');
    await page.getByRole('button', { name: 'Continue' }).click();
    expect((await response).status()).toBe(400);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.locator('#field-lastName-error').textContent()).resolves.toBe('Please enter your last name.');
    await expect(page.locator('#field-firstName').inputValue()).resolves.toBe('Mei');
    await close();
  });

  it('lets the candidate confirm the Acknowledge step (its button is not disabled before the script runs)', async () => {
    const { page, close } = await site.open({ javaScriptEnabled: false });
    await page.goto('/Acknowledge');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/VoluntaryEqual$/);
    await close();
  });

  it('takes the sign-in page’s email to the contact step by post, not in the URL, and starts the form with it', async () => {
    const { page, close } = await site.open({ javaScriptEnabled: false });
    const urls = recordUrls(page);
    await page.goto('/carrer/sign-in');
    await page.fill('#sign-in-email', 'mei.lin@example.com');
    const response = page.waitForResponse((answer) => answer.request().method() === 'POST');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    expect((await response).status()).toBe(200);
    await expect(page.locator('#field-email').inputValue()).resolves.toBe('mei.lin@example.com');
    // Nothing was refused: the form starts without messages.
    await expect(page.locator('#field-firstName-error').count()).resolves.toBe(0);
    for (const url of urls) expect(decodeURIComponent(url)).not.toContain('mei.lin@example.com');
    await close();
  });
});

/** Signed in as a Google user minted at the emulator: the session cookie lands in the browser's cookies. */
async function signIn(page: Page, email: string) {
  const user = await mintGoogleUser(email, 'Asha Rao');
  expect((await page.request.post('/api/session', { data: { idToken: user.idToken } })).status()).toBe(200);
}

describe('applying without JavaScript, signed in', () => {
  /** Posts the step's form and waits for the next step's page. */
  async function continueTo(page: Page, next: RegExp, button = 'Continue') {
    await page.getByRole('button', { name: button, exact: true }).click();
    await page.waitForURL(next);
  }

  it('uploads a PDF at the Resume step, reaches Review and submits by form posts, landing on the confirmation', async () => {
    const { page, close } = await site.open({ javaScriptEnabled: false });
    await signIn(page, uniqueEmail());
    await page.goto('/carrer/sign-up');
    // The account's name and email are there already; the rest is typed.
    await fillContactAddress(page);
    await continueTo(page, /\/carrer\/Generalquestions$/, 'Continue');
    await answerStepsTwoToFour(page, continueTo);

    // The upload is a form post: a file that is not a PDF is refused on the page, with the message.
    const refused = page.waitForResponse((answer) => answer.request().method() === 'POST');
    await page.getByLabel('Upload your resume').setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('only some notes'),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    expect((await refused).status()).toBe(415);
    await expect(page.locator('#resume-file-error').textContent()).resolves.toBe(
      'This file is not a PDF we can read: it does not begin as a PDF does. Please save or print your resume as a ' +
        'new PDF (without a password) and upload that file.',
    );
    // So is one over 5 MB: the browser gets the page with the message, not a reset connection.
    const tooLarge = page.waitForResponse((answer) => answer.request().method() === 'POST');
    await page.getByLabel('Upload your resume').setInputFiles({
      name: 'scanned.pdf',
      mimeType: 'application/pdf',
      buffer: pdfOfSize(MAX_RESUME_BYTES + 1),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    expect((await tooLarge).status()).toBe(413);
    await expect(page.locator('#resume-file-error').textContent()).resolves.toContain('larger than 5 MB');
    // A real one-page PDF is stored, and the step shows it.
    await page.getByLabel('Upload your resume').setInputFiles({
      name: 'Asha Rao CV.pdf',
      mimeType: 'application/pdf',
      buffer: onePagePdf('Asha Rao, software engineer'),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.waitForURL(/\/Resume$/);
    await expect(page.locator('.resume-file').textContent()).resolves.toContain('Asha Rao CV.pdf');
    await continueTo(page, /\/Acknowledge$/);
    await answerStepsSixToEight(page, continueTo);

    await expect(page.locator('.wizard-panel').textContent()).resolves.toContain('Asha Rao CV.pdf');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.waitForURL(/\/ReveiwSubmit\?submitted$/);
    await expect(page.getByRole('heading', { name: 'Thank you for applying' }).count()).resolves.toBe(1);
    const reference = await page.locator('.confirmation .reference').textContent();
    expect(reference).toMatch(/^MDN-[A-Z2-9]{8}$/);
    // Stored: the server holds it as this candidate's application to the job.
    const stored = (await (await page.request.get('/api/application/draft')).json()) as {
      meta: { submitted: { reference: string } | null };
    };
    expect(stored.meta.submitted?.reference).toBe(reference);
    await close();
  });
});

describe('signing in needs JavaScript, and the candidate is told where they start', () => {
  const needsScript = /Signing in with Google needs JavaScript/;
  const toldAtFirstStep =
    /To submit your application you will need to sign in with Google or a link to your email, which needs JavaScript/;

  it('says so on the sign-in page and at the first step, without JavaScript', async () => {
    const { page, close } = await site.open({ javaScriptEnabled: false });
    await page.goto('/carrer/sign-in');
    await expect(page.getByText(needsScript).isVisible()).resolves.toBe(true);
    await page.goto('/carrer/sign-up');
    await expect(page.getByText(toldAtFirstStep).isVisible()).resolves.toBe(true);
    await close();
  });

  it('with JavaScript, hides the sign-in page’s note; the steps hydrate without a warning or an axe violation', async () => {
    const { page, problems, close } = await site.open();
    await page.goto('/carrer/sign-in');
    await pageReady(page);
    await expect(page.getByText(needsScript).isVisible()).resolves.toBe(false);
    for (const path of ['/carrer/sign-up', '/Resume', '/ReveiwSubmit']) {
      await page.goto(path);
      await pageReady(page);
      await expectNoAxeViolations(page);
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('does not tell a signed-in candidate at the first step', async () => {
    const { page, close } = await site.open({ javaScriptEnabled: false });
    await signIn(page, uniqueEmail());
    await page.goto('/carrer/sign-up');
    await expect(page.getByText(toldAtFirstStep).count()).resolves.toBe(0);
    await close();
  });
});
