import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastContainer, type TypeOptions, toast } from 'react-toastify';
import { TOAST_DEFAULT, type ToastRequest, type ToastType } from '@/lib/toast';
import { ToastContent } from './toast-content';
import { useToastPlacement } from './toast-placement';
import './toast.css';

const toastifyType: Record<ToastType, TypeOptions> = {
  danger: 'error',
  success: 'success',
  neutral: 'default',
};

export function raise(request: ToastRequest): void {
  const type = request.type ?? 'neutral';
  toast(<ToastContent content={request.content} validationMessages={request.validationMessages} />, {
    type: toastifyType[type],
    // Spec part 1 §3: a danger toast interrupts (alert); the others are polite (status).
    role: type === 'danger' ? 'alert' : 'status',
    autoClose: request.closeAfter ?? TOAST_DEFAULT,
    className: `toast toast--${type}`,
    onClose: request.callback ? () => request.callback?.() : undefined,
  });
}

type Props = { queue: ToastRequest[]; onShown: (count: number) => void };

export default function ToastView({ queue, onShown }: Props) {
  const { t } = useTranslation();
  const placement = useToastPlacement();
  useEffect(() => {
    if (queue.length === 0) return;
    for (const request of queue) raise(request);
    onShown(queue.length);
  }, [queue, onShown]);

  return (
    <ToastContainer
      position={placement.position}
      style={placement.style}
      className="toast-region"
      theme="light"
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss
      icon={false}
      aria-label={t('toast.region')}
      hideProgressBar
    />
  );
}
