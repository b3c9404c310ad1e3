/**
 * Tells the other tabs and sub-sites of this origin at once when the visitor signs in or out, so a
 * sign-out in one ends the others without waiting for the 5 s cookie check (which still covers
 * sub-sites on other hosts and browsers without BroadcastChannel).
 */
export type SessionEvent = 'signed-in' | 'signed-out';

const channelName = 'session';

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);
}

export function announceSession(event: SessionEvent): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage(event);
  channel.close();
}

export function listenToSession(onEvent: (event: SessionEvent) => void): () => void {
  const channel = openChannel();
  if (!channel) return () => {};
  channel.onmessage = (message: MessageEvent<unknown>) => {
    if (message.data === 'signed-in' || message.data === 'signed-out') onEvent(message.data);
  };
  return () => channel.close();
}
