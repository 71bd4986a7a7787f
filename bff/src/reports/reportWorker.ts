/**
 * The report pool's worker (reportPool.ts): a client report read and drawn on a thread, its
 * bytes sent back (structured clone: a Buffer arrives as a Uint8Array).
 */
import { reportInputOf, reportPdf, type ReportSource } from '@tongshu/contract/report';
import { lowerComputeThread } from '../platform/computeThread';

lowerComputeThread();

export default function reportTask(source: ReportSource): Promise<Uint8Array> {
  return reportPdf(reportInputOf(source));
}
