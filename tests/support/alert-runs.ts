import { runNodeToExit } from './server-process';

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
export function runSendAlerts(env: Record<string, string | undefined>, args: string[] = ['--due-now']) {
  return runNodeToExit(['dist/server/send-alerts.js', ...args], {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    ...env,
  });
}
