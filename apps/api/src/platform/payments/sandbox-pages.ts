/**
 * The sandbox gateway's own pages, standing in for a provider's hosted fields: shown in a frame, they post
 * the card to the gateway (never to our API) and tell the parent window the outcome by postMessage, to the
 * app's origin only.
 */

const e = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const style = `body{font-family:Arial,sans-serif;margin:0;padding:12px;color:#1d1d26}
label{display:block;font-weight:bold;margin-top:10px}input[type=text]{width:100%;box-sizing:border-box;padding:8px;font-size:16px;border:1px solid #767676;border-radius:4px}
.row{display:flex;gap:12px}.row>div{flex:1}.error{color:#b00020;font-size:14px;margin:4px 0 0}
button{margin-top:14px;padding:10px 16px;font-size:16px;border:0;border-radius:4px;background:#6b2fa0;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d1d26;border:1px solid #767676}.check{margin-top:12px}.check label{display:inline;font-weight:normal}`;

/** `extraCss` is built only from checked theme values (card-form-theme.ts), never from raw input. */
function page(title: string, nonce: string, body: string, script: string, extraCss = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title><style nonce="${nonce}">${style}
${extraCss}</style></head>
<body>${body}<script nonce="${nonce}">${script}</script></body></html>`;
}

/** Tells the parent the outcome; `target` is the app's origin, or this page's own when they share one. */
const notify = (target: string | null) => `
const target = ${JSON.stringify(target)} || window.location.origin;
function tell(result) { window.parent.postMessage({ source: 'sandbox-gateway', status: result.status, error: result.error || null }, target); }
async function post(path, body) {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = await response.json().catch(() => ({}));
  return json.data || { status: 'requires_payment_method', error: json.message || 'Something went wrong.' };
}`;

const field = (id: string, label: string, attrs: string) =>
  `<div><label for="${id}">${label}</label><input type="text" id="${id}" name="${id}" ${attrs} aria-describedby="${id}-error"><p class="error" id="${id}-error" role="alert"></p></div>`;

export function cardFormPage({
  clientSecret,
  nonce,
  origin,
  confirmPath,
  amount,
  themeCss = '',
  offerSave = true,
}: {
  clientSecret: string;
  nonce: string;
  origin: string | null;
  confirmPath: string;
  /** The amount, formatted: the form's button is the checkout's one pay button, so it names it. */
  amount: string;
  themeCss?: string;
  offerSave?: boolean;
}) {
  const save = offerSave
    ? '<div class="check"><input type="checkbox" id="save_card" name="save_card"> <label for="save_card">Save card for future payments</label></div>'
    : '';
  const body = `<form id="card-form" novalidate>
${field('cardholder_name', 'Cardholder name', 'autocomplete="cc-name" required')}
${field('card_number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" required')}
<div class="row">${field('expiry', 'Expiry (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required')}
${field('security_code', 'Security code', 'inputmode="numeric" autocomplete="cc-csc" required')}</div>
${save}
<p class="error" id="form-error" role="alert"></p>
<button type="submit" id="pay">Pay ${e(amount)}</button>
</form>`;
  const script = `${notify(origin)}
const secret = ${JSON.stringify(clientSecret)};
const form = document.getElementById('card-form');
const fields = ['cardholder_name', 'card_number', 'expiry', 'security_code'];
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const button = document.getElementById('pay');
  button.disabled = true;
  for (const name of fields) { document.getElementById(name + '-error').textContent = ''; document.getElementById(name).removeAttribute('aria-invalid'); }
  document.getElementById('form-error').textContent = '';
  const value = (name) => document.getElementById(name).value;
  const result = await post(${JSON.stringify(confirmPath)}, { client_secret: secret, cardholder_name: value('cardholder_name'),
    card_number: value('card_number'), expiry: value('expiry'), security_code: value('security_code'),
    save_card: document.getElementById('save_card')?.checked === true });
  button.disabled = false;
  if (result.errors) {
    let first = null;
    for (const [name, messages] of Object.entries(result.errors)) {
      const input = document.getElementById(name);
      if (!input) continue;
      input.setAttribute('aria-invalid', 'true');
      document.getElementById(name + '-error').textContent = messages[0];
      first = first || input;
    }
    if (first) first.focus();
    return;
  }
  if (result.challenge_url) { window.location.assign(result.challenge_url); return; }
  if (result.error) document.getElementById('form-error').textContent = result.error;
  tell(result);
});`;
  return page('Card details', nonce, body, script, themeCss);
}

export function challengePage({
  clientSecret,
  nonce,
  origin,
  challengePath,
  amount,
}: {
  clientSecret: string;
  nonce: string;
  origin: string | null;
  challengePath: string;
  amount: string;
}) {
  const body = `<main><h1>3-D Secure authentication</h1>
<p>This is a test payment of ${e(amount)}. Complete or fail the authentication to see how the payment behaves.</p>
<button type="button" id="complete">Complete authentication</button>
<button type="button" id="fail" class="secondary">Fail authentication</button>
<p class="error" id="form-error" role="alert"></p></main>`;
  const script = `${notify(origin)}
const secret = ${JSON.stringify(clientSecret)};
async function answer(passed) {
  for (const id of ['complete', 'fail']) document.getElementById(id).disabled = true;
  const result = await post(${JSON.stringify(challengePath)}, { client_secret: secret, passed });
  if (result.error) document.getElementById('form-error').textContent = result.error;
  tell(result);
}
document.getElementById('complete').addEventListener('click', () => answer(true));
document.getElementById('fail').addEventListener('click', () => answer(false));`;
  return page('Authenticate your payment', nonce, body, script);
}

/**
 * The simulated card reader at the desk: staff "present" one of the test cards, as a terminal would read
 * its chip; the outcome goes to the desk's page as the card form's does. Never a card to save.
 */
export function cardReaderPage({
  clientSecret,
  nonce,
  origin,
  presentPath,
  amount,
  cards,
}: {
  clientSecret: string;
  nonce: string;
  origin: string | null;
  presentPath: string;
  amount: string;
  cards: readonly { number: string; label: string }[];
}) {
  const buttons = cards
    .map(
      (card, i) =>
        `<button type="button" class="${i === 0 ? '' : 'secondary'}" data-card="${e(card.number)}">Present ${e(card.label)}</button>`,
    )
    .join('\n');
  const body = `<main><h1>Card reader</h1>
<p>Sandbox reader: ${e(amount)} to pay. Present a test card.</p>
<div class="cards">${buttons}</div>
<p class="error" id="form-error" role="alert"></p><p id="form-status" role="status"></p></main>`;
  const script = `${notify(origin)}
const secret = ${JSON.stringify(clientSecret)};
const buttons = Array.from(document.querySelectorAll('button[data-card]'));
for (const button of buttons) button.addEventListener('click', async () => {
  for (const b of buttons) b.disabled = true;
  document.getElementById('form-error').textContent = '';
  const result = await post(${JSON.stringify(presentPath)}, { client_secret: secret, card_number: button.dataset.card });
  if (result.error) { document.getElementById('form-error').textContent = result.error; for (const b of buttons) b.disabled = false; }
  else document.getElementById('form-status').textContent = 'Card read.';
  tell(result);
});`;
  return page(
    'Card reader',
    nonce,
    body,
    script,
    '.cards{display:flex;flex-direction:column;gap:4px;align-items:flex-start}h1{font-size:20px}',
  );
}
