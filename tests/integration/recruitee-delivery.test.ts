import type { Express } from 'express';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { pdfOfSize, validAnswers } from '../support/application-answers';
import { scripted, useAtsFakes } from '../support/ats-apply-upstream';
import { applyWithJobAnswers, atsDeliverySite, DELIVERY_RECRUITER } from '../support/ats-delivery-site';
import { recruiteeOffer } from '../support/ats-upstream';
import { candidate } from '../support/candidate-browser';
import { emlFiles } from '../support/data-dir-files';
import { eventually } from '../support/eventually';
import { quietPeriod } from '../support/quiet-period';
import { recruiterView, untilDeliveryIs } from '../support/recruiter-view';
import { closeAppsOfTest } from '../support/test-app';

// Applications to a Recruitee careers site's offers, made here and delivered into Recruitee's
// Careers Site API (no key): the offers and their questions from the feeds' fake
// (tests/support/ats-upstream.ts), the applications to the apply fake
// (tests/support/ats-apply-upstream.ts), which checks each against its offer as Recruitee does.

const TEAM = 'hiring-recruitee@medinest.example';
/** An offer whose questions are each kind captured on live boards (tests/fixtures/ats-boards/README.md). */
const questionOffer = JSON.parse(
  readFileSync(new URL('../fixtures/ats-boards/recruitee-question-offer.json', import.meta.url), 'utf8'),
) as { id: number; slug: string; title: string };
const OFFER = String(questionOffer.id);
/** Answers to its questions, as the wizard's questions step saves them. */
const offerAnswers = {
  content_2486351: 'Three years as a health coach',
  content_2497097: 'I hired twelve engineers in six months by asking the team to write the interviews.',
  content_2618364: '3779534',
  multi_content_2070268: ['2901177', '2901178'],
  flag_1941720: 'false',
  content_2618373: '2',
  content_2498239: '2019',
  content_4366879: '60000',
};

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));
afterEach(closeAppsOfTest);

const fakes = useAtsFakes({ greenhouse: 'unused-greenhouse-key', lever: 'unused-lever-key' }, (feeds) =>
  // An offer asking a photo is applied to on Recruitee's own form, not here.
  feeds.setRecruiteeOffers([
    questionOffer,
    recruiteeOffer(2751915, { title: 'Photographer', options_photo: 'required' }),
  ]),
);

const recruiteeSite = (kind: 'SQLite' | 'Postgres') =>
  atsDeliverySite(
    kind,
    { JOBS_SOURCE: 'recruitee:medinest', RECRUITEE_API_URL: fakes.ats.url, NOTIFY_EMAILS: TEAM },
    cleanups,
  );

/** A signed-in candidate who applied to the offer with every answer, landed by `?utm_source=naukri`. */
const applyToTheOffer = (app: Express) =>
  applyWithJobAnswers(app, OFFER, offerAnswers, {
    asked: ['What is your level of proficiency in English?', 'name="multi_content_2070268"'],
  });

/**
 * A received application's fields with its answers taken out, by question id: `{ [id]: { content } }`
 * (the order Recruitee is sent them in is not its concern).
 */
function answersOf(fields: Record<string, string | string[]>) {
  const byIndex = new Map<string, Record<string, string | string[]>>();
  const rest: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(fields)) {
    const at = /^candidate\[open_question_answers_attributes\]\[(\d+)\]\[([a-z_]+)\](\[\])?$/.exec(name);
    if (!at) rest[name] = value;
    else byIndex.set(at[1]!, { ...byIndex.get(at[1]!), [`${at[2]}${at[3] ?? ''}`]: value });
  }
  const answers = Object.fromEntries(
    [...byIndex.values()].map(({ open_question_id: id, ...answer }) => [String(id), answer]),
  );
  return { ...rest, answers };
}

describe.each(['SQLite', 'Postgres'] as const)('applications delivered into Recruitee, on %s', (kind) => {
  it("reach the offer once, past a 429 and a 503, with the answers in their questions' attributes; its id in the inbox", async () => {
    const { app, dataDir } = await recruiteeSite(kind);
    const { browser, email } = await applyToTheOffer(app);
    fakes.ats.answerNext('recruitee', scripted.recruiteeTooMany(1), scripted.unavailable());
    const submitted = await browser.post('/api/application/submit');
    expect(submitted.status, submitted.text).toBe(201);
    const id = submitted.body.data.id as string;
    await untilDeliveryIs(app, DELIVERY_RECRUITER, id, 'delivered');

    const posts = fakes.ats.received.filter((post) => post.fields['candidate[email]'] === email);
    expect(posts.map((post) => post.status)).toEqual([429, 503, 201]);
    const accepted = posts[2]!;
    expect(accepted).toMatchObject({ ats: 'recruitee', jobId: questionOffer.slug, accepted: true });
    const { answers, ...candidateFields } = answersOf(accepted.fields);
    expect(candidateFields).toEqual({
      'candidate[name]': `${validAnswers.contact.firstName} ${validAnswers.contact.lastName}`,
      'candidate[email]': email,
      'candidate[phone]': validAnswers.contact.mobileNo,
      'candidate[referrer]': 'naukri',
    });
    // Each answer once, by its question's id, in the attribute its name says.
    expect(answers).toEqual(
      Object.fromEntries(
        Object.entries(offerAnswers).map(([name, value]) => {
          const [, attribute, questionId] = /^(content|flag|multi_content)_(\d+)$/.exec(name)!;
          return [questionId, { [attribute === 'multi_content' ? 'multi_content[]' : attribute!]: value }];
        }),
      ),
    );
    expect(accepted.resume).toEqual({ name: 'resume.pdf', type: 'application/pdf', bytes: pdfOfSize() });

    const view = await recruiterView(app, DELIVERY_RECRUITER, id);
    const created = fakes.ats.received.indexOf(accepted);
    expect(view.delivery).toMatchObject({
      ats: 'recruitee',
      state: 'delivered',
      atsId: String(51359843 + created),
      attempts: 3,
      lastError: null,
    });
    // Recruitee confirms the application to the candidate itself: the site writes the team's
    // email, and no confirmation of its own to the candidate.
    await eventually(
      async () => (await emlFiles(dataDir)).some((file) => file.text.includes(`To: ${TEAM}`)),
      15_000,
      "the team's email",
    );
    expect((await emlFiles(dataDir)).filter((file) => file.text.includes(`To: ${email}`))).toEqual([]);
    // Delivered: never again.
    await quietPeriod(300);
    expect(fakes.ats.received.filter((post) => post.fields['candidate[email]'] === email)).toHaveLength(3);
  });

  it("stops at Recruitee's 422 with its reason for the recruiter, and does not post it again by itself", async () => {
    const { app } = await recruiteeSite(kind);
    const { browser, email } = await applyToTheOffer(app);
    fakes.ats.answerNext('recruitee', {
      status: 422,
      body: { error: ["Graduation Year content can't be blank"], error_fields: {} },
    });
    const id = (await browser.post('/api/application/submit')).body.data.id as string;
    await untilDeliveryIs(app, DELIVERY_RECRUITER, id, 'failed');
    expect((await recruiterView(app, DELIVERY_RECRUITER, id)).delivery?.lastError).toBe(
      "Recruitee refused the application: Graduation Year content can't be blank",
    );
    await quietPeriod(300);
    expect(fakes.ats.received.filter((post) => post.fields['candidate[email]'] === email)).toHaveLength(1);
  });
});

describe('a Recruitee offer this site cannot take applications for', () => {
  it("keeps Apply on Recruitee's own form: one asking a photo", async () => {
    const { app } = await recruiteeSite('SQLite');
    const page = await candidate(app).get('/joblistings/2751915');
    expect(page.status).toBe(200);
    expect(page.text).toContain('href="https://medinest.recruitee.com/o/recruitee-offer-2751915/c/new"');
    expect(page.text).not.toContain('action="/joblistings/2751915"');
  });
});
