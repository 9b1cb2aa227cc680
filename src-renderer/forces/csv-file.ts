import { downloadText } from '../components/files';
import { MAX_CSV_CHARS } from '../../src-shared/forces/units-csv';

export const MAX_CSV_BYTES = MAX_CSV_CHARS;

/** The text of a picked CSV file, or why it cannot be read; large files are refused before reading. */
export async function readCsvFile(file: File): Promise<{ text: string } | { error: string }> {
  if (file.size > MAX_CSV_BYTES) {
    const mb = (n: number) => (n / 1_000_000).toFixed(1);
    return { error: `${file.name} is ${mb(file.size)} MB; a units CSV may be at most ${mb(MAX_CSV_BYTES)} MB` };
  }
  try {
    return { text: await file.text() };
  } catch {
    return { error: `${file.name} could not be read` };
  }
}

/** Download CSV text; the byte order mark makes spreadsheet programs read it as UTF-8. */
export function downloadCsv(fileName: string, text: string) {
  downloadText(fileName, `\ufeff${text}`, 'text/csv;charset=utf-8');
}
