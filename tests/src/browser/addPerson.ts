/**
 * Adding a person on /account/people as a user does. Issue 42: under a full pass's load the row
 * of a person once never came: the form was drawn again while the name was being typed, the name
 * went nowhere and Add Person was refused; the page now draws the form once.
 */
import type { Page } from 'playwright-core';
import type { BirthFields } from './browserSupport';

/**
 * On /account/people: adds a person through the form and waits for the page's own signals that
 * it is saved: the answer to POST /api/people, then the person's row, drawn from the list read
 * again after it. The form is drawn once the school's words have come, so nothing typed is lost.
 */
export async function addPerson(
  page: Page,
  person: BirthFields & { readonly name: string },
): Promise<void> {
  await page.getByLabel(/^Name/).fill(person.name);
  await page.getByLabel('Gender').selectOption(String(person.gender));
  await page.getByLabel('Date of Birth').fill(person.birth_date);
  await page.getByLabel('Time of Birth').fill(person.birth_time);
  const [saved] = await Promise.all([
    page.waitForResponse(
      (answer) =>
        new URL(answer.url()).pathname === '/api/people' && answer.request().method() === 'POST',
    ),
    page.getByRole('button', { name: 'Add Person' }).click(),
  ]);
  if (saved.status() !== 201)
    throw new Error(`Add Person: ${saved.status()} ${await saved.text()}`);
  await page.getByRole('rowheader', { name: person.name }).waitFor();
}
