/**
 * The client report as a PDF (issue 45): A4, every term in English with its Chinese, the served
 * Chinese font embedded as a subset of the characters used, the text extractable. pdfkit, a
 * well-kept PDF library, draws it; no browser. Plain data in (`reportInputOf`), bytes out.
 */
import PDFDocument from 'pdfkit';
import { hanFaces } from './fonts';
import type { ReportInput } from './input';
import { header, luck, natal } from './chartSections';
import { balance, house, now, selections } from './moreSections';
import { MARGIN, Pages } from './page';
import { Typesetter } from './typeset';

/** The report of `input`, as the bytes of a PDF file. */
export function reportPdf(input: ReportInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // Dated by the day it is read on, not the clock: the same input gives the same file.
    info: {
      Title: `Bazi chart (八字命盘): ${input.name}`,
      Creator: 'Tongshu',
      CreationDate: new Date(`${input.on}T00:00:00Z`),
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const pages = new Pages(doc, new Typesetter(doc, hanFaces()));
  for (const section of [header, natal, luck, now, balance, selections, house])
    section(pages, input);
  doc.end();
  return done;
}
