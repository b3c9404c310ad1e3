import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { showToast } from '@/lib/toast';
import { useReceipt } from '../api/get-receipt';
import { base64ToBlob, downloadFile } from '../lib/download-file';

/** 'Download receipt': the receipt PDF, decoded from base64 and saved as a file. */
export function ReceiptButton({ orderUuid }: { orderUuid: string }) {
  const { t } = useTranslation('bookings');
  const receipt = useReceipt();
  const download = async () => {
    try {
      const file = await receipt.mutateAsync(orderUuid);
      downloadFile(base64ToBlob(file.contents, 'application/pdf'), file.name || `receipt-${orderUuid}.pdf`);
    } catch {
      showToast({ type: 'danger', content: t('confirmed.receiptError') });
    }
  };
  return (
    <Button
      variant="secondary"
      onClick={() => void download()}
      disabled={receipt.isPending}
      aria-busy={receipt.isPending}
    >
      {t('confirmed.downloadReceipt')}
    </Button>
  );
}
