/**
 * `@tongshu/web-ui`: the shared UI kit of web-app and web-admin (architecture: "never copied").
 * Importing it loads the design system's tokens and base styles once.
 */
import './styles/theme.css';
// Chinese glyphs on every machine, served by the product itself (the content security policy
// allows no font host) and split by unicode-range: the product's own characters
// (fonts/hanFonts.css, first in theme.css's font stacks and loaded before the first paint, see
// hanFontsLoaded), then all of Noto Sans SC for anything else, files loaded as characters need.
import './fonts/hanFonts.css';
import '@fontsource/noto-sans-sc/400.css';

export * from './context';
export { hanFontsLoaded } from './fonts/hanFontsLoaded';
export { Icon, type IconName, type IconProps } from './components/Icon';
export { UiLink, type UiLinkProps } from './components/UiLink';
export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './components/Button';
export { Card, Loader, type CardProps } from './components/Card';
export { PageHeader, usePageTitle } from './components/PageHeader';
export { Message, Badge, type MessageProps, type Tone } from './components/Message';
export { SkipLink } from './components/SkipLink';

export * from './form/types';
export * from './form/userFields';
export * from './form/validation';
export * from './form/payment';
export { Form, type FormProps, type FormStatus, type FormValues } from './form/Form';

export * from './overlay/Notifications';
export { Modal, type ModalProps } from './overlay/Modal';
export { useDialog, type DialogState } from './overlay/useDialog';

export * from './table/DataTable';
export {
  RecordsTable,
  type RecordsDialog,
  type RecordsTableProps,
  type RowDialog,
  type RowDialogAction,
} from './table/RecordsTable';
export { ScrollTable, TableScroll } from './table/TableScroll';
export { ActionsHeader, TableHead } from './table/TableHead';
export { browserZone, formatStamp, stampColumn, useViewerZone } from './table/formatStamp';

export { Tabs, tabStorageKey, type Tab, type TabsProps } from './widgets/Tabs';
export { Breadcrumbs, type Crumb } from './widgets/Breadcrumbs';
export { ProgressSteps, type Step } from './widgets/ProgressSteps';
export { StatCard, type StatCardProps } from './widgets/StatCard';
export { Share, shareLinks, type ShareProps } from './widgets/Share';

export * from './chart/format';
export {
  Chart,
  NO_DATA,
  type ChartData,
  type ChartDataset,
  type ChartProps,
  type ChartType,
} from './chart/Chart';

export {
  Glyph,
  CompassGlyph,
  MoonGlyph,
  elementColor,
  type ElementTone,
  type GlyphProps,
  type GlyphShape,
  type CompassGlyphProps,
  type MoonGlyphProps,
} from './glyph/Glyph';

export { useApi, type ApiOptions, type ApiState } from './data/useApi';
