import type { Draft, ResumeInfo } from '../../shared/application/draft';
import type { DraftStep } from '../../shared/application/steps';

const apiClient = () => import('../api-client');

/** Saves one step's answers; the server validates them with the same schema (400 with per-field messages). */
export async function saveStep(step: DraftStep, answers: unknown): Promise<Draft> {
  const { sendJson } = await apiClient();
  return (await sendJson<{ data: Draft }>('PUT', `/api/application/draft/${step}`, answers)).data;
}

export async function uploadResume(file: File): Promise<ResumeInfo> {
  const { sendForm } = await apiClient();
  const form = new FormData();
  form.append('resume', file);
  return (await sendForm<{ data: ResumeInfo }>('/api/application/resume', form)).data;
}

export async function removeResume(): Promise<void> {
  const { sendJson } = await apiClient();
  await sendJson('DELETE', '/api/application/resume');
}

export async function submitApplication(): Promise<{ id: string; reference: string }> {
  const { sendJson } = await apiClient();
  return (await sendJson<{ data: { id: string; reference: string } }>('POST', '/api/application/submit')).data;
}
