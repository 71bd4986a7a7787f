/** Every public page, signed out, at both widths (auditViews.ts). */
import { auditViews } from './auditViews';
import { SIGNED_OUT } from './pageViews';

auditViews('signed out', SIGNED_OUT);
