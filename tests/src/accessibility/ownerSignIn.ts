/**
 * The owner the accessibility suite signs in as: a Pro owner with a profile and one person, in
 * the internal team with a referral code, so that every page of the sidebar is open to them,
 * the Qi Men charts included.
 */
import { richOwner, type Product } from '../browser/browserSupport';
import { PERSON_NAME } from './pageViews';

const OWNER_USER = { name: 'Ada Wong', email: 'ada@example.com', password: 'Almanac2024' };

/** Signs the product's browser up as the owner (auditViews' `signIn`). */
export async function ownerSignIn(product: Product): Promise<void> {
  const birth = { gender: 1, birth_date: '1985-11-02', birth_time: '07:45' };
  const person = { name: PERSON_NAME, gender: 0, birth_date: '1988-02-14', birth_time: '22:10' };
  await richOwner(product, OWNER_USER, birth, person, 'ada-wong');
}
