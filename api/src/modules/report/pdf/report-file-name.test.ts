import { reportFileName } from './report-file-name.js';

describe('reportFileName', () => {
  it('names the file after the order number', () => {
    expect(reportFileName('MP-20250314-0042')).toBe('MP-20250314-0042.pdf');
    expect(reportFileName(' 1836000042 ')).toBe('1836000042.pdf');
  });

  it("falls back to 'file.pdf' without a usable order number", () => {
    expect(reportFileName()).toBe('file.pdf');
    expect(reportFileName('')).toBe('file.pdf');
    expect(reportFileName(null)).toBe('file.pdf');
    expect(reportFileName('../../etc/passwd')).toBe('file.pdf');
    expect(reportFileName('a"b; filename=x.exe')).toBe('file.pdf');
  });
});
