import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test } from './fixtures';
import { staffApiHeaders } from './staff-api';

/**
 * Proof of eligibility (spec part 2 §2 Document upload modal, §4 Document upload required, §5, §8): Wren
 * Patel (C100075) joined a Student Gym today with no proof yet; Sam Cole's (C100071) proof expired three
 * days ago. Only this file signs in as them.
 */
const wren = 'wren.patel@example.com';
const requiredNotice = 'Proof of eligibility is required for this membership. Please upload here.';

const main = (page: Page) => page.getByRole('main');
const studentGym = (page: Page) => main(page).getByRole('listitem', { name: 'Student Gym' });

/** Staff approve Wren's pending document through the API (the staff screens are issue 14's). */
async function approveAsStaff(request: APIRequestContext) {
  // Sky signs in at the staff sign-in, with his authenticator's code (decision 052).
  const headers = await staffApiHeaders(request);
  const queue = await request.get('/api/staff/eligibility-documents?status=pending', { headers });
  expect(queue.status()).toBe(200);
  const pending = ((await queue.json()).data as { id: number; customer: { reference: string } }[]).filter(
    (d) => d.customer.reference === 'C100075',
  );
  expect(pending).toHaveLength(1);
  const approved = await request.post(`/api/staff/eligibility-documents/${pending[0]!.id}/approve`, {
    headers,
    data: { expires_on: '2099-06-30' },
  });
  expect(approved.status()).toBe(200);
}

test('a member uploads proof from the notice on their card, and the notice is gone once staff approve it', async ({
  page,
  request,
}) => {
  await signInAs(page, wren);
  // The dashboard says proof is needed and leads to the memberships list.
  await page.goto('/account/');
  await expect(page.getByRole('heading', { name: 'Proof of eligibility required' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Memberships' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Memberships' })).toBeVisible();

  const notice = studentGym(page).getByRole('button', { name: requiredNotice });
  await expect(notice).toBeVisible();
  await expectAccessible(page);

  // By keyboard: the notice opens the modal, and Escape gives focus back to it.
  await notice.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Upload proof of eligibility' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Student Gym')).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Submit document' });
  await expect(submit).toBeDisabled();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(notice).toBeFocused();

  await notice.click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await dialog.getByRole('combobox', { name: 'Document type' }).selectOption({ label: 'Student card' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Document file').setInputFiles({
    name: 'student-card.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  });
  await expect(dialog.getByText('student-card.pdf')).toBeVisible();
  await expect(submit).toBeEnabled();
  await submit.click();

  const done = page.getByRole('dialog', { name: 'Document submitted' });
  await expect(done.getByText('We will check your document')).toBeVisible();
  await expectAccessible(page);
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(done).toBeHidden();
  // The list read again: a document waiting for review asks for nothing.
  await expect(studentGym(page).getByRole('button', { name: requiredNotice })).toHaveCount(0);

  await approveAsStaff(request);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Memberships' })).toBeVisible();
  await expect(studentGym(page).getByText('Active', { exact: true })).toBeVisible();
  await expect(studentGym(page).getByRole('button', { name: /upload/i })).toHaveCount(0);
  await page.goto('/account/');
  await expect(main(page).getByText('Welcome Wren')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Proof of eligibility required' })).toHaveCount(0);
});

test("a file of 20,000,001 bytes is refused in the browser: 'File size exceeds 20mb.'", async ({ page }) => {
  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/my-account/eligibility/document')) uploads++;
  });
  // Sam Cole (C100071): his student card expired three days ago. Only this test signs in as him.
  await signInAs(page, 'sam.cole@example.com');
  await page.goto('/account/memberships');
  const notice = studentGym(page).getByRole('button', {
    name: 'Document has expired. Please upload a new document',
  });
  await notice.click();
  const dialog = page.getByRole('dialog', { name: 'Upload proof of eligibility' });
  await dialog.getByRole('combobox', { name: 'Document type' }).selectOption({ label: 'Student card' });
  await dialog.getByLabel('Document file').setInputFiles({
    name: 'too-big.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(20_000_001, 0x20),
  });
  await expect(dialog.getByText('File size exceeds 20mb.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit document' })).toBeDisabled();
  await expectAccessible(page);
  expect(uploads).toBe(0);
});
