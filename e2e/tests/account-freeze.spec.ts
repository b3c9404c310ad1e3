import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test } from './fixtures';
import { staffApiHeaders } from './staff-api';

/**
 * Spec part 2 §2 Freeze modal, §4 Freeze and After success (docs/decisions/046). Freya Lund (C100019) is
 * frozen here and in no other test; Leo Grant (C100018) and Nina Patel (C100017) are only read.
 */
const main = (page: Page) => page.getByRole('main');

async function openMemberships(page: Page) {
  await page.goto('/account/memberships');
  await expect(page.getByRole('heading', { level: 1, name: 'Memberships' })).toBeVisible();
}

/** The card's 'Manage membership' by keyboard: the manage modal. */
async function openManage(page: Page, name: string) {
  const card = main(page).getByRole('listitem', { name });
  const opener = card.getByRole('button', { name: 'Manage membership' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const manage = page.getByRole('dialog', { name: 'Manage membership' });
  await expect(manage).toBeVisible();
  return { card, opener, manage };
}

/** Staff approve Freya's freeze through the API (the staff screens are issue 14's). */
async function approveAsStaff(request: APIRequestContext) {
  // Sky signs in at the staff sign-in, with his authenticator's code (decision 052).
  const headers = await staffApiHeaders(request);
  const queue = await request.get('/api/staff/freezes?status=pending_approval', { headers });
  expect(queue.status()).toBe(200);
  const freyas = (
    (await queue.json()).data as { id: number; membership_reference: string; has_proof: boolean }[]
  ).filter((f) => f.membership_reference === 'M100019');
  expect(freyas).toHaveLength(1);
  expect(freyas[0]!.has_proof).toBe(true);
  const approved = await request.post(`/api/staff/freezes/${freyas[0]!.id}/approve`, { headers });
  expect(approved.status()).toBe(200);
}

test('a member asks to freeze with proof, staff approve it, and the list shows it frozen', async ({
  page,
  request,
}) => {
  await signInAs(page, 'freya.lund@example.com');
  await openMemberships(page);
  const { card, opener, manage } = await openManage(page, 'Gym & Swim');
  await manage.getByRole('button', { name: 'Freeze membership' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Freeze your membership' });
  await expect(dialog).toBeVisible();
  // One modal at a time: the freeze modal takes the manage modal's place.
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(dialog.getByText('Gym & Swim')).toBeVisible();
  await expect(dialog.getByText(/^Membership no\. \d+$/)).toBeVisible();
  const reason = dialog.getByRole('combobox', { name: 'Reason for freezing' });
  const period = dialog.getByRole('combobox', { name: 'Time period you would like to freeze for:' });
  const submit = dialog.getByRole('button', { name: 'Submit freeze request' });
  await expect(reason).toHaveValue('');
  await expect(period).toBeDisabled();
  await expect(submit).toBeDisabled();
  const startDate = dialog.getByLabel('Freeze start date');
  const earliest = await startDate.getAttribute('min');
  await expect(startDate).toHaveValue(earliest ?? '');
  await expectAccessible(page);

  // Closing resets the form: a reason chosen, closed, and opened again is empty.
  await reason.selectOption({ label: 'Travel' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await openManage(page, 'Gym & Swim');
  await page
    .getByRole('dialog', { name: 'Manage membership' })
    .getByRole('button', { name: 'Freeze membership' })
    .click();
  await expect(reason).toHaveValue('');

  // A reason asking for proof: its box, its description and document type; the file needed to submit.
  await reason.focus();
  await reason.selectOption({ label: 'Injury or illness' });
  await expect(dialog.getByText('Proof of eligibility required')).toBeVisible();
  await expect(dialog.getByText(/A note from your doctor or physiotherapist/)).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Document type' })).toHaveValue("Doctor's note");
  await expect(period).toBeEnabled();
  await period.selectOption({ label: '1 month' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Document file').setInputFiles({
    name: 'doctors-note.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  });
  await expect(dialog.getByText('doctors-note.pdf')).toBeVisible();
  await expect(submit).toBeEnabled();
  await expectAccessible(page);
  await submit.focus();
  await page.keyboard.press('Enter');

  const done = page.getByRole('dialog', { name: 'Freeze request submitted' });
  await expect(done.getByText(/processed within 5 working days/)).toBeVisible();
  await expectAccessible(page);
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(done).toBeHidden();
  // The list was read again: the request waits for approval, and no second one can be asked.
  await expect(card.getByText('Freeze pending approval')).toBeVisible();
  await openManage(page, 'Gym & Swim');
  const pending = page.getByRole('dialog', { name: 'Manage membership' });
  await expect(pending.getByRole('button', { name: 'Freeze membership' })).toBeDisabled();
  await expect(pending.getByText('Membership freeze is pending')).toBeVisible();
  await page.keyboard.press('Escape');

  // Starting today, it is frozen as soon as staff approve it.
  await approveAsStaff(request);
  await page.reload();
  await expect(card.getByText('Frozen', { exact: true })).toBeVisible();
  await expect(card.getByText('Freeze pending approval')).toBeHidden();
  await expectAccessible(page);
});

test('a freeze waiting for approval cannot be asked for again', async ({ page }) => {
  await signInAs(page, 'leo.grant@example.com');
  await openMemberships(page);
  const leo = await openManage(page, 'Gym & Swim');
  await expect(leo.card.getByText('Freeze pending approval')).toBeVisible();
  await expect(leo.manage.getByRole('button', { name: 'Freeze membership' })).toBeDisabled();
  await expect(leo.manage.getByText('Membership freeze is pending')).toBeVisible();
  await expectAccessible(page);
});

test('a frozen membership shows as frozen, and cannot be frozen again', async ({ page }) => {
  await signInAs(page, 'nina.patel@example.com');
  await openMemberships(page);
  const nina = await openManage(page, 'Gym & Swim');
  await expect(nina.card.getByText('Frozen', { exact: true })).toBeVisible();
  await expect(nina.manage.getByRole('button', { name: 'Freeze membership' })).toBeDisabled();
  await expect(nina.manage.getByText('Membership is not freezable')).toBeVisible();
});
