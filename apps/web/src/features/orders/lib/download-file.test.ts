import { describe, expect, it } from 'vitest';
import { base64ToBlob } from './download-file';

describe('base64ToBlob', () => {
  it('decodes the receipt to its bytes', async () => {
    const blob = base64ToBlob(btoa('%PDF-1.7 receipt'), 'application/pdf');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7 receipt');
  });

  it('takes a data URL too', async () => {
    const blob = base64ToBlob(`data:application/pdf;base64,${btoa('%PDF')}`, 'application/pdf');
    expect(await blob.text()).toBe('%PDF');
  });
});
