import type { z } from 'zod';
import type { resumeResponseSchema, submitResponseSchema } from '../../shared/api/application';
import type { ResumeInfo } from '../../shared/application/draft';

type ResumeResponse = z.infer<typeof resumeResponseSchema>;
type Submitted = z.infer<typeof submitResponseSchema>;

const apiClient = () => import('../api-client');

/** Uploads the resume (`onProgress` hears the share sent); the server judges it and reads it for the steps. */
export async function uploadResume(file: File, onProgress?: (sent: number) => void): Promise<ResumeInfo> {
  const { sendForm } = await apiClient();
  const form = new FormData();
  form.append('resume', file);
  return (await sendForm<ResumeResponse>('/api/application/resume', form, onProgress)).data;
}

/** "Use my last resume": a copy of the last application's resume becomes the draft's. */
export async function chooseLastResume(): Promise<ResumeInfo> {
  const { sendJson } = await apiClient();
  return (await sendJson<ResumeResponse>('POST', '/api/application/resume/last')).data;
}

export async function removeResume(): Promise<void> {
  const { sendJson } = await apiClient();
  await sendJson('DELETE', '/api/application/resume');
}

export async function submitApplication(): Promise<Submitted['data']> {
  const { sendJson } = await apiClient();
  return (await sendJson<Submitted>('POST', '/api/application/submit')).data;
}
