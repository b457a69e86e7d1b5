import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sendPdfDownload } from '../../server/http/send-pdf-download';
import { pdfFile } from '../support/one-page-pdf';

describe('a stored resume as a download', () => {
  it('is a PDF attachment under a .pdf name, never sniffed, whatever name an earlier release stored', async () => {
    const app = express().get('/resume', (_req, res) =>
      sendPdfDownload(res, { file_name: 'cv.html', content: pdfFile('Asha Rao') }),
    );
    const response = await request(app).get('/resume').expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe("attachment; filename*=UTF-8''cv.pdf");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
