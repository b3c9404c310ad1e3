import { useState } from 'react';

/**
 * The server's messages on a step's fields, each shown until the customer changes its field (spec part
 * 2 §5 Bank details: "Server messages … mark fields invalid until edited"). A new set of messages (a
 * new refusal) shows afresh; the same words passed again in a new object do not.
 */
export function useServerMessages<K extends string>(messages: Partial<Record<K, string>> | undefined) {
  const source = JSON.stringify(messages ?? {});
  const [edited, setEdited] = useState<{ source: string; fields: readonly K[] }>({ source, fields: [] });
  const fields = edited.source === source ? edited.fields : [];
  return {
    messageOf: (field: K): string | undefined => (fields.includes(field) ? undefined : messages?.[field]),
    edited: (...changed: K[]) => {
      if (changed.every((field) => fields.includes(field) || !messages?.[field])) return;
      setEdited({ source, fields: [...fields, ...changed] });
    },
  };
}
