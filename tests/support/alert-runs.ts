import { spawn } from 'node:child_process';
import { once } from 'node:events';

// What the job alert tests share, in the test process or against a server process (e2e): no app here.

/** The origin alert emails link to in the tests (PUBLIC_URL); nothing answers there. */
export const ALERTS_PUBLIC_URL = 'https://careers.example.test';

/** A staff nurse's job in Pune, as a jobs file holds it: what "nurse pune" alerts are waiting for. */
export const puneNurseJob = {
  id: 'staff-nurse-pune',
  title: 'Staff Nurse',
  department: 'Operations',
  type: 'Full-Time',
  location: 'Pune, Maharashtra',
  remote: false,
  stipend: '₹30,000 /month',
  postedAt: '2026-11-25',
  description: '<p>Care for the patients of our partner clinics.</p>',
};

/** What a site needs to send job alerts, besides its database: the server's and `send-alerts`' alike. */
export function alertsEnv(smtpUrl: string): Record<string, string> {
  return {
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Medinest Careers <careers@medinest.example>',
    PUBLIC_URL: ALERTS_PUBLIC_URL,
    SESSION_SECRET: 'a-session-secret-of-the-alerts-tests-32+',
    OUTBOX_POLL_MS: '50',
  };
}

/** `npm run send-alerts` (the built script, dist/server/send-alerts.js) with `env` (undefined: unset), to its end. */
export async function runSendAlerts(env: Record<string, string | undefined>, args: string[] = ['--due-now']) {
  const child = spawn('node', ['dist/server/send-alerts.js', ...args], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  return { code: code as number | null, output };
}
