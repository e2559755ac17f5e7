// The saved file name: the order number from the header, else file.pdf, never a path.
import { FALLBACK_FILE_NAME, fileNameFromDisposition } from './content-disposition';

it('reads the quoted or bare filename the API sends', () => {
  expect(fileNameFromDisposition('attachment; filename="MP2611228322355618.pdf"')).toBe('MP2611228322355618.pdf');
  expect(fileNameFromDisposition('attachment; filename=MP1.pdf')).toBe('MP1.pdf');
  expect(fileNameFromDisposition('attachment;filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
});

it('prefers the UTF-8 filename* parameter', () => {
  expect(fileNameFromDisposition(`attachment; filename="report.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf`)).toBe('报告.pdf');
  expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A.pdf; filename="ok.pdf"`)).toBe('ok.pdf');
});

it('falls back to file.pdf when there is no usable name', () => {
  for (const header of [null, undefined, '', 'attachment', 'inline; filename=""', 'attachment; filename="../"']) {
    expect(fileNameFromDisposition(header)).toBe(FALLBACK_FILE_NAME);
  }
});

it('keeps only the last path part', () => {
  expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
  expect(fileNameFromDisposition('attachment; filename="C:\\\\temp\\\\x.pdf"')).toBe('x.pdf');
});
