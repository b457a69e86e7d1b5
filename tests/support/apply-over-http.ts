import { draftSteps } from '../../shared/application/steps';
import { pdfOfSize, validAnswers } from './application-answers';
import { mintGoogleUser } from './auth-emulator';
import { sessionCookieFrom } from './session-cookie';

/**
 * One candidate through the JSON API of a running server (`url`): sign in as a new Google user of
 * the emulator, every step, a 20 KB resume, Submit. `send` makes each request (a retrying one for
 * a proxy whose replica may die); a Submit tried again after its answer was lost meets its own
 * application (409), which counts as applied. Answers the reference (null for such a 409) and the
 * session cookie.
 */
export async function applyOverHttp(
  url: string,
  email: string,
  send: (url: string, init: RequestInit) => Promise<Response> = fetch,
): Promise<{ reference: string | null; cookie: string }> {
  const user = await mintGoogleUser(email);
  const session = await send(`${url}/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken: user.idToken }),
  });
  if (session.status !== 200) throw new Error(`sign-in: ${session.status}`);
  const cookie = sessionCookieFrom(session.headers.getSetCookie()) ?? '';
  for (const step of draftSteps) {
    const saved = await send(`${url}/api/application/draft/${step}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify(validAnswers[step]),
    });
    if (saved.status !== 200) throw new Error(`${step}: ${saved.status}`);
  }
  const uploaded = await sentAgainWhenAsked(() => {
    const form = new FormData();
    form.append('resume', new Blob([new Uint8Array(pdfOfSize(20_000))], { type: 'application/pdf' }), 'resume.pdf');
    return send(`${url}/api/application/resume`, { method: 'POST', headers: { Cookie: cookie }, body: form });
  });
  if (uploaded.status !== 201) throw new Error(`resume: ${uploaded.status}`);
  const submitted = await send(`${url}/api/application/submit`, { method: 'POST', headers: { Cookie: cookie } });
  if (submitted.status === 409) return { reference: null, cookie };
  if (submitted.status !== 201) throw new Error(`submit: ${submitted.status} ${await submitted.text()}`);
  return { reference: ((await submitted.json()) as { data: { reference: string } }).data.reference, cookie };
}

/**
 * An upload sent again, as the site's browser script sends it, while the server answers a crowd
 * with 503 and Retry-After (every resume check busy): 200 candidates at once are such a crowd.
 */
export async function sentAgainWhenAsked(upload: () => Promise<Response>): Promise<Response> {
  for (;;) {
    const response = await upload();
    const seconds = Number(response.headers.get('retry-after'));
    if (response.status !== 503 || !Number.isInteger(seconds)) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}
