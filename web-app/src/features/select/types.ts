/** Date selection as GET /api/select answers it: the bff's API types, under this feature's names. */
export type {
  RefusedDay as RefusedDayData,
  SelectedDay as SelectedDayData,
  SelectedHour as SelectedHourData,
  SelectionAnswer as SelectionData,
  SelectionQuery,
  SelectionReason as SelectionReasonData,
} from '@tongshu/bff/api';
