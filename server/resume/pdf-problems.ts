import type { PdfParseBudget } from './bounded-pdf-parser';

const megabytes = (bytes: number) => bytes / 1024 / 1024;

/**
 * Why a file is refused, each completing the refusal's sentence ("This file is not a PDF we can
 * read: …", server/application/application-refusals.ts). Apart from the judge so that the server's
 * thread names them without loading the PDF parser, which only the worker processes load.
 */
export const PROBLEMS = {
  notPdf: 'it does not begin as a PDF does',
  incomplete: 'it is incomplete (its end is missing, as when a download or copy was cut short)',
  unparseable: 'its contents cannot be read as a PDF',
  inflatesTooMuch: (budget: PdfParseBudget) =>
    `its contents unpack to more than ${megabytes(budget.inflatedBytes)} MB of structure`,
  streamInflatesTooMuch: (budget: PdfParseBudget) =>
    `one of its parts unpacks to more than ${megabytes(budget.streamBytes)} MB of structure`,
  tooManyObjects: (budget: PdfParseBudget) => `it is made of more than ${budget.objects.toLocaleString('en')} parts`,
  takesTooLong: 'it takes too long to read',
  packedUnreadably: 'its contents are packed in a way that cannot be checked (damaged, or compressed unusually)',
  hiddenObjects: 'it hides parts inside the contents of others, where a viewer may still find them',
  actionByReference: 'it names what one of its actions does only by reference, which hides it',
  needsTooMuchMemory: 'it needs more memory to read than a resume does',
  encrypted: 'it is encrypted (protected by a password, or against copying or printing)',
  noPages: 'its pages cannot be found',
  missingPages: 'some of its pages are missing',
  javaScript: 'it contains JavaScript',
  launch: 'it can start another program or open another file (a Launch action)',
  xfa: 'it is an XFA form, which runs scripts of its own',
  embeddedFiles: 'it carries other files inside it (embedded files or attachments)',
  media: 'it plays sound, video or other media of its own',
  additionalActions: 'it runs actions of its own when it, a page or a form field is opened or used',
  submitForm: 'it can send what is typed into it to an address of its own (a SubmitForm action)',
  importData: 'it can read data from another file (an ImportData action)',
  otherDocument: 'it can open another document, also one on a network share (a GoToR or GoToE action)',
  webAddress: 'it opens a web address by itself, not as a link the reader clicks',
  linkScheme: 'one of its links leads to a file or a network share rather than to a web page',
  action: (type: string) => `it runs an action other than going to one of its own pages (a ${type} action)`,
} as const;
