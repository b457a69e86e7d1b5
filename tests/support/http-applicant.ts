import { draftSteps } from '../../shared/application/steps';
import { pdfOfSize, validAnswers } from './application-answers';
import { mintGoogleUser } from './auth-emulator';
import { sessionCookieFrom } from './session-cookie';

/** What a candidate's submission was answered with. */
export interface HttpSubmission {
  email: string;
  status: number;
  reference: string | undefined;
  /** The signed-in session's cookie (`careers.sid=…`), to go on as this candidate. */
  cookie: string;
}

/**
 * A candidate applying to a server process over real HTTP, as candidate-browser.ts does to an
 * app in the test: signs in with a Google user minted at the Auth emulator, keeps the session
 * cookie, saves every step with the contact email set to `email`, uploads a resume and submits.
 * Any step but the submission that is not answered as expected throws. `resume` names the file
 * and gives its bytes (default: a 1 KB `resume.pdf`). `jobPage`: the page of the job to apply to,
 * whose Apply is pressed first (a real jobs source has no default job).
 */
export async function applyOverHttp(
  siteUrl: string,
  email: string,
  resume: { name: string; content: Buffer } = { name: 'resume.pdf', content: pdfOfSize() },
  jobPage?: string,
): Promise<HttpSubmission> {
  let cookie = '';
  const send = async (method: string, path: string, body?: BodyInit, type?: string, redirect?: RequestRedirect) => {
    const headers: Record<string, string> = { Cookie: cookie };
    if (type) headers['Content-Type'] = type;
    const response = await fetch(`${siteUrl}${path}`, { method, headers, body, redirect });
    cookie = sessionCookieFrom(response.headers.getSetCookie()) ?? cookie;
    return response;
  };
  const expectStatus = async (response: Response, status: number, what: string) => {
    if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`);
    await response.body?.cancel();
  };

  const user = await mintGoogleUser(email);
  const json = 'application/json';
  await expectStatus(
    await send('POST', '/api/session', JSON.stringify({ idToken: user.idToken }), json),
    200,
    'sign-in',
  );
  if (jobPage) await expectStatus(await send('POST', jobPage, undefined, undefined, 'manual'), 303, 'apply');
  for (const step of draftSteps) {
    const answers = step === 'contact' ? { ...validAnswers.contact, email } : validAnswers[step];
    await expectStatus(await send('PUT', `/api/application/draft/${step}`, JSON.stringify(answers), json), 200, step);
  }
  const form = new FormData();
  form.append('resume', new Blob([new Uint8Array(resume.content)], { type: 'application/pdf' }), resume.name);
  await expectStatus(await send('POST', '/api/application/resume', form), 201, 'resume');
  const submitted = await send('POST', '/api/application/submit');
  const body = (await submitted.json()) as { data?: { reference?: string } };
  return { email, status: submitted.status, reference: body.data?.reference, cookie };
}
