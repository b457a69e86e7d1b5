import { describe, expect, it } from 'vitest';
import { resumeFileName } from '../../server/resume/resume-file-name';

describe('the name a resume is stored and sent under', () => {
  it.each([
    ['Asha Rao CV.pdf', 'Asha Rao CV.pdf'],
    ['cv.html', 'cv.pdf'],
    ['Invoice.hta', 'Invoice.pdf'],
    ['Invoice.pdf.hta', 'Invoice.pdf'],
    ['RESUME.PDF', 'RESUME.pdf'],
    ['Priya Sharma - B.Tech Resume', 'Priya Sharma - B.Tech Resume.pdf'],
    ['Asha.Rao', 'Asha.Rao.pdf'],
    ['CV v2.1', 'CV v2.1.pdf'],
    ['resume.final.docx.pdf', 'resume.final.pdf'],
    ['C:\\Users\\asha\\Desktop\\cv.docx', 'cv.pdf'],
    ['../../etc/passwd', 'passwd.pdf'],
    ['cv\u202Efdp.exe', 'cvfdp.pdf'],
    ['a<b>:"c"|?*.pdf', 'a-b---c----.pdf'],
    ['.pdf', 'resume.pdf'],
    ['', 'resume.pdf'],
    ['प्रिया शर्मा बायोडाटा.pdf', 'प्रिया शर्मा बायोडाटा.pdf'],
  ])('%j is stored as %j', (uploadedAs, stored) => {
    expect(resumeFileName(uploadedAs)).toBe(stored);
  });

  it('keeps at most 200 characters of the stem, never half of one', () => {
    expect(resumeFileName(`${'a'.repeat(300)}.pdf`)).toBe(`${'a'.repeat(200)}.pdf`);
    const emoji = resumeFileName(`${'a'.repeat(199)}😀😀.pdf`);
    expect(emoji).toBe(`${'a'.repeat(199)}😀.pdf`);
    expect(() => encodeURIComponent(emoji)).not.toThrow();
  });
});
