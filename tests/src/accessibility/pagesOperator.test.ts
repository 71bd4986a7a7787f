/** Mission control's pages as the operator, at both widths (auditViews.ts). */
import { signIn } from '../browser/browserSupport';
import { auditViews } from './auditViews';
import { OPERATOR } from './pageViews';

auditViews('operator', OPERATOR, async (product) => {
  await signIn(product.page, product.operator.email, product.operator.password, '/master');
  await product.page.waitForURL('**/missioncontrol/**');
});
