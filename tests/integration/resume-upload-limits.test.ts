import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_RESUME_BYTES } from '../../shared/application/requisition';
import { candidate } from '../support/candidate-browser';
import { craftedPdfs } from '../support/crafted-pdfs';
import { eventually } from '../support/eventually';
import { pdfFile } from '../support/one-page-pdf';
import { createTestApp } from '../support/test-app';

/** What `find` gives once it gives something (asked every 50 ms, at most 10 s). */
async function found<T>(find: () => T | null, what: string): Promise<T> {
  let value: T | null = null;
  await eventually(() => (value = find()) !== null, 10_000, what);
  return value as T;
}

const BOUNDARY = 'resume-upload-test';
const partHead = (fileName: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="${fileName}"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
const partEnd = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** A multipart upload on a socket of its own: its headers declare `declared` bytes, of which `sent` are sent now. */
function startUpload(port: number, options: { declared: number; sent: Buffer }) {
  const socket: Socket = connect({ port, host: '127.0.0.1' });
  socket.on('error', () => {});
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    'POST /api/application/resume HTTP/1.1\r\nHost: localhost\r\n' +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${options.declared}\r\n\r\n`,
  );
  socket.write(options.sent);
  return {
    socket,
    /** The answer's head and body as received so far. */
    received: () => received,
    /** The status of the answer, once its head has arrived. */
    status: () => found(() => /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? null, 'an answer'),
    closed,
  };
}

let servers: Server[] = [];
afterEach(() => {
  for (const server of servers) server.close();
  servers = [];
});

/** The default number of uploads one client may have under way (RESUME_UPLOADS_AT_ONCE_PER_CLIENT). */
const UPLOADS_AT_ONCE_PER_CLIENT = 4;

async function listening(env: Record<string, string> = {}) {
  const { app, config } = await createTestApp({
    env: { RESUME_UPLOADS_AT_ONCE_PER_CLIENT: String(UPLOADS_AT_ONCE_PER_CLIENT), ...env },
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const incoming = join(config.DATA_DIR, 'incoming');
  const receiving = () =>
    readdirSync(incoming).flatMap((folder) =>
      readdirSync(join(incoming, folder)).map((file) => join(incoming, folder, file)),
    );
  return { app, port: (server.address() as AddressInfo).port, receiving };
}

describe('an upload is refused before its body is read', () => {
  it('when its Content-Length is past the limit: 413, and the connection closed', async () => {
    const { port } = await listening();
    const upload = startUpload(port, { declared: 50 * 1024 * 1024, sent: Buffer.alloc(0) });
    expect(await upload.status()).toBe('413');
    expect(upload.received()).toMatch(/\r\nConnection: close\r\n/i);
    expect(upload.received()).toContain('"code":"file_too_large"');
    await upload.closed;
  });

  it("when its client has had this hour's judgements: 429 with Retry-After", async () => {
    const { app, port } = await listening({ RESUME_CHECKS_PER_CLIENT_PER_HOUR: '1' });
    expect((await candidate(app).upload(pdfFile('Asha Rao'), 'cv.pdf')).status).toBe(201);
    const upload = startUpload(port, { declared: 100_000, sent: partHead('cv.pdf') });
    expect(await upload.status()).toBe('429');
    expect(upload.received()).toMatch(/\r\nRetry-After: \d+\r\n/i);
    expect(upload.received()).toContain('"code":"too_many_resume_checks"');
    upload.socket.destroy();
  });

  it(`when its client has ${UPLOADS_AT_ONCE_PER_CLIENT} uploads under way: 429, and one more is taken once one ends`, async () => {
    const { port, receiving } = await listening();
    const started = Array.from({ length: UPLOADS_AT_ONCE_PER_CLIENT }, () =>
      startUpload(port, {
        declared: 1_000_000,
        sent: Buffer.concat([partHead('cv.pdf'), Buffer.alloc(200_000, 0x20)]),
      }),
    );
    // Each body goes to a file of its own as it arrives, not into memory.
    const files = await found(() => {
      const files = receiving();
      return files.length === UPLOADS_AT_ONCE_PER_CLIENT && files.every((file) => statSync(file).size > 0)
        ? files
        : null;
    }, 'a file for each upload');
    expect(files).toHaveLength(UPLOADS_AT_ONCE_PER_CLIENT);

    const refused = startUpload(port, { declared: 100_000, sent: partHead('cv.pdf') });
    expect(await refused.status()).toBe('429');
    expect(refused.received()).toContain('"code":"too_many_uploads_at_once"');
    refused.socket.destroy();

    // A client that gives up frees its place, and its file is removed.
    started[0]!.socket.destroy();
    await eventually(() => receiving().length === UPLOADS_AT_ONCE_PER_CLIENT - 1, 10_000, 'its file removed');
    const resume = pdfFile('Asha Rao');
    const body = Buffer.concat([partHead('cv.pdf'), resume, partEnd]);
    const taken = startUpload(port, { declared: body.length, sent: body });
    expect(await taken.status()).toBe('201');
    for (const upload of [...started, taken]) upload.socket.destroy();
    await eventually(() => receiving().length === 0, 10_000, 'every file removed');
  });
});

describe('judging a crafted resume', () => {
  it('leaves the server answering other clients while it runs', async () => {
    const { app } = await listening();
    const heaviest = readFileSync('tests/fixtures/crafted-pdfs/many-dictionaries.pdf');
    expect(heaviest.equals(craftedPdfs['many-dictionaries']())).toBe(true);
    let judged = false;
    const upload = candidate(app)
      .upload(heaviest, 'cv.pdf')
      .then((response) => {
        judged = true;
        return response;
      });
    // Health checks one after another while the file is judged. The verdict below shows the worker
    // judged it: a judge on the server's own thread would take this file.
    let answeredMeanwhile = 0;
    while (!judged) {
      await request(app).get('/healthz').expect(200);
      if (!judged) answeredMeanwhile++;
    }
    expect(answeredMeanwhile).toBeGreaterThan(0);
    const response = await upload;
    expect(response.status).toBe(415);
    expect(response.body.error.code).toBe('not_a_pdf');
  });

  it.each<[keyof typeof craftedPdfs, number, string]>([
    ['array-of-numbers', 415, 'not_a_pdf'],
    ['xfa-form-script-deflated', 422, 'pdf_active_content'],
    ['open-go-to-network-share', 422, 'pdf_active_content'],
    ['embedded-exe', 422, 'pdf_active_content'],
    ['widget-additional-action', 422, 'pdf_active_content'],
    ['script-in-skipped-object', 422, 'pdf_runs_script'],
  ])('refuses %s (%i %s), storing nothing', async (name, status, code) => {
    const { app } = await listening();
    const browser = candidate(app);
    const response = await browser.upload(craftedPdfs[name](), 'cv.pdf');
    expect(response.status).toBe(status);
    expect(response.body.error.code).toBe(code);
    expect((await browser.draft()).data.resume).toBeNull();
  });
});

describe("a resume's name", () => {
  it.each([
    ['cv.html', 'cv.pdf'],
    ['Invoice.hta', 'Invoice.pdf'],
  ])('uploaded as %s is stored as %s', async (uploadedAs, storedAs) => {
    const { app } = await listening();
    const browser = candidate(app);
    const polyglot = readFileSync('tests/fixtures/crafted-pdfs/pdf-html-polyglot.pdf');
    const uploaded = await browser.upload(polyglot, uploadedAs);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data.fileName).toBe(storedAs);
    expect((await browser.draft()).data.resume.fileName).toBe(storedAs);
  });

  it('keeps within the 5 MB a file of exactly 5 MB', async () => {
    const { app } = await listening();
    const { paddedPdf } = await import('../support/one-page-pdf');
    expect((await candidate(app).upload(paddedPdf('Asha Rao', MAX_RESUME_BYTES), 'cv.pdf')).status).toBe(201);
  });
});
