import { expect, expectAccessible, test } from './fixtures';
import { saveStaffState, sky, staffStatePath } from './foh-office-sign-in';

/**
 * The review queues (issue 18): Leo Grant's freeze request and Umar Khan's eligibility document wait in the
 * demo (README); Sky Parker, at their venue's desk, clears both through the desk's dialogs, by keyboard where a
 * desk would. Only this file decides them.
 */
test.describe.configure({ mode: 'serial' });

const state = staffStatePath('queues');
test.use({ storageState: state });
test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  await saveStaffState(browser, sky, state);
});

const freezes = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Freeze requests waiting for review' });
const documents = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Eligibility documents waiting for review' });

test.beforeEach(async ({ page }) => {
  await page.goto('/foh/queues');
  await expect(page.getByRole('heading', { level: 1, name: 'Review queues' })).toBeVisible();
  await expect(page).toHaveTitle(/Review queues/);
});

test('a freeze request is rejected only with a reason, then approved, and leaves the queue', async ({
  page,
}) => {
  const leo = freezes(page).getByRole('listitem', { name: 'Leo Grant' });
  await expect(leo).toBeVisible();
  await expect(leo).toContainText('Membership');
  await expect(leo).toContainText('Reason');
  await expectAccessible(page);

  // Reject asks for the member's reason, and a cancelled dialog changes nothing and gives focus back.
  const reject = leo.getByRole('button', { name: 'Reject the freeze of Leo Grant' });
  await reject.click();
  const rejecting = page.getByRole('dialog', { name: 'Reject this freeze?' });
  await expect(rejecting).toContainText('Leo Grant');
  await rejecting.getByRole('button', { name: 'Reject freeze' }).click();
  await expect(rejecting.getByText('Say why, for the member.')).toBeVisible();
  await expect(rejecting.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(rejecting).toBeHidden();
  await expect(reject).toBeFocused();

  // Approved by keyboard: the dialog's confirm, then the row has gone and the heading holds the focus.
  await leo.getByRole('button', { name: 'Approve the freeze of Leo Grant' }).focus();
  await page.keyboard.press('Enter');
  const approving = page.getByRole('dialog', { name: 'Approve this freeze?' });
  await expect(approving).toBeVisible();
  await approving.getByRole('button', { name: 'Approve freeze' }).focus();
  await page.keyboard.press('Enter');
  await expect(approving).toBeHidden();
  await expect(page.getByText('The freeze of Leo Grant was approved.')).toBeVisible();
  await expect(freezes(page).getByRole('listitem', { name: 'Leo Grant' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Freeze requests' })).toBeFocused();

  // The API agrees: no longer waiting.
  const queue = await page.request.get('/api/staff/freezes?status=pending_approval');
  expect(((await queue.json()).data as { member_name: string }[]).map((f) => f.member_name)).not.toContain(
    'Leo Grant',
  );
});

test('a document is approved until a day given, not one already past', async ({ page }) => {
  const umar = documents(page).getByRole('listitem', { name: 'Umar Khan' });
  await expect(umar).toBeVisible();
  await expect(umar).toContainText('C100073');

  await umar.getByRole('button', { name: 'Approve the document of Umar Khan' }).click();
  const approving = page.getByRole('dialog', { name: 'Approve this document?' });
  const validUntil = approving.getByLabel('Valid until');
  // A year less a day is offered; the reviewer gives the date on the document.
  await expect(validUntil).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await validUntil.fill('2020-01-01');
  await approving.getByRole('button', { name: 'Approve document' }).click();
  await expect(approving.getByText('The document has already expired on that date.')).toBeVisible();
  const nextYear = new Date().getFullYear() + 1;
  await validUntil.fill(`${nextYear}-08-31`);
  await expectAccessible(page);
  await approving.getByRole('button', { name: 'Approve document' }).click();
  await expect(approving).toBeHidden();
  await expect(page.getByText('The document of Umar Khan was approved.')).toBeVisible();
  await expect(documents(page).getByRole('listitem', { name: 'Umar Khan' })).toHaveCount(0);

  const approved = await page.request.get('/api/staff/eligibility-documents?status=approved');
  const umars = (
    (await approved.json()).data as { customer: { reference: string }; expires_on: string }[]
  ).filter((d) => d.customer.reference === 'C100073');
  expect(umars.map((d) => d.expires_on)).toContain(`${nextYear}-08-31`);
  await expectAccessible(page);
});
