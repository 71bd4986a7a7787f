/** The owner's account, team and help pages, at both widths (auditViews.ts). */
import { auditViews } from './auditViews';
import { ownerSignIn } from './ownerSignIn';
import { OWNER_ACCOUNT } from './pageViews';

auditViews('owner', OWNER_ACCOUNT, ownerSignIn);
