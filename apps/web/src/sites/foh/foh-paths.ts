/** The desk's addresses: one origin, under /foh/, never carrying the kiosk's or a venue's flags. */
export const fohPaths = {
  home: '/foh/',
  login: (redirect?: string | null) =>
    redirect && redirect !== '/foh/' ? `/foh/login?redirect=${encodeURIComponent(redirect)}` : '/foh/login',
  customer: (customerId: number | string) => `/foh/customers/${customerId}`,
  sell: (customerId: number | string) => `/foh/customers/${customerId}/sell`,
  receipt: (orderId: number | string) => `/foh/orders/${orderId}/receipt`,
  takings: '/foh/takings',
  queues: '/foh/queues',
  guestPasses: '/foh/guest-passes',
  kiosks: '/foh/kiosks',
  audit: '/foh/audit',
};

/** A redirect after sign-in stays on the desk: anything else goes to its start. */
export function safeFohRedirect(redirect: string | null): string {
  return redirect?.startsWith('/foh/') && !redirect.startsWith('/foh/login') ? redirect : fohPaths.home;
}
