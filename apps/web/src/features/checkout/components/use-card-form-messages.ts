import { useEffect, useRef } from 'react';
import { type CardFormMessage, readCardFormMessage } from '../lib/card-form-message';

/**
 * Listens to the gateway's card form and challenge page, and to no other origin: the one prepare
 * names and the one the card form is actually served from (the same in the default set-up).
 */
export function useCardFormMessages(
  origins: readonly (string | null)[],
  onMessage: (message: CardFormMessage) => void,
): void {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const allowed = origins.filter((origin): origin is string => Boolean(origin)).join(' ');
  useEffect(() => {
    if (!allowed) return;
    const from = new Set(allowed.split(' '));
    const listen = (event: MessageEvent) => {
      if (!from.has(event.origin)) return;
      const message = readCardFormMessage(event.data);
      if (message) handler.current(message);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [allowed]);
}
