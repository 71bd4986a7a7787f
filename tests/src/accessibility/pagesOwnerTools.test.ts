/** The owner's almanac, selection and chart pages, at both widths (auditViews.ts). */
import { auditViews } from './auditViews';
import { ownerSignIn } from './ownerSignIn';
import { OWNER_TOOLS } from './pageViews';

auditViews('owner', OWNER_TOOLS, ownerSignIn);
