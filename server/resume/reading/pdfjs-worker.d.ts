// pdf.js's parser module, which pdf-text.ts hands to pdf.js; its package declares none.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
