import type { ResumeInfo } from '../../shared/application/draft';

const apiClient = () => import('../api-client');

export async function uploadResume(file: File): Promise<ResumeInfo> {
  const { sendForm } = await apiClient();
  const form = new FormData();
  form.append('resume', file);
  return (await sendForm<{ data: ResumeInfo }>('/api/application/resume', form)).data;
}

/** "Use my last resume": a copy of the last application's resume becomes the draft's. */
export async function chooseLastResume(): Promise<ResumeInfo> {
  const { sendJson } = await apiClient();
  return (await sendJson<{ data: ResumeInfo }>('POST', '/api/application/resume/last')).data;
}

export async function removeResume(): Promise<void> {
  const { sendJson } = await apiClient();
  await sendJson('DELETE', '/api/application/resume');
}

export async function submitApplication(): Promise<{ id: string; reference: string }> {
  const { sendJson } = await apiClient();
  return (await sendJson<{ data: { id: string; reference: string } }>('POST', '/api/application/submit')).data;
}
