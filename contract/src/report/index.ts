export { reportPdf } from './reportPdf';
export {
  reportInputOf,
  REPORT_DAYS,
  type ReportHour,
  type ReportInput,
  type ReportSelection,
  type ReportSource,
} from './input';
