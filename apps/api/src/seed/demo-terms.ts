/** The demo operator's terms: realistic text, long enough that the terms modal has to be scrolled. */

const clauses = [
  [
    'Your account',
    'Your account is personal to you. Keep your password private and tell us at once if you think someone else has used it. You are responsible for bookings and purchases made with your account.',
  ],
  [
    'Bookings',
    'Bookings open at the times shown for each activity. A booking is confirmed only when you receive a confirmation. Arrive at least ten minutes before the start; late arrivals may not be admitted, for their own safety and that of others.',
  ],
  [
    'Cancellations',
    'You can cancel a booking in My account up to the cut-off shown for the activity. A booking cancelled after the cut-off, or not attended, may incur a fee, which is shown in My account as an unpaid fee until it is paid.',
  ],
  [
    'Memberships',
    'Monthly memberships are paid by Direct Debit and continue until you cancel them. You can cancel with one month’s notice. Single-payment memberships end on the date shown and do not renew.',
  ],
  [
    'Health and safety',
    'Tell our staff about any medical condition that might affect your safety before you take part. Follow the instructions of our staff and the rules displayed at each venue. Children under the ages shown must be supervised.',
  ],
  [
    'Photographs and identification',
    'We may ask you to provide a photograph for your account so that reception staff can recognise you. Your photograph is shown only to you and to our staff.',
  ],
  [
    'Your information',
    'We use your information to run your account, bookings and memberships, as our privacy notice explains. We send you news and offers only if you agree, and you can change your mind in My account at any time.',
  ],
  [
    'Changes to these terms',
    'We may change these terms. We will tell you of any change that affects you by email at least thirty days before it takes effect. If you do not accept a change, you may cancel your membership without charge.',
  ],
  [
    'Complaints',
    'If something goes wrong, please talk to the duty manager at your venue first. You can also write to our customer services team; we reply to every complaint within ten working days.',
  ],
  [
    'Law',
    'These terms are governed by the law of England and Wales, or of Scotland, Northern Ireland or Jersey where your home venue is there, and the courts of that place may decide any dispute.',
  ],
];

export const registrationTermsHtml = `<h2>Terms and conditions</h2>
<p>These terms apply to everyone who holds an Everyday Leisure account. Please read them carefully: by creating an account you agree to them.</p>
${clauses.map(([title, text], i) => `<h3>${i + 1}. ${title}</h3>\n<p>${text}</p>\n<p>${text}</p>`).join('\n')}
<p>Everyday Leisure is a registered charity (no. 1234567). Registered office: 1 Example Street, Manchester M1 1AA.</p>`;

export const privacyNoticeHtml = `<h2>Privacy notice</h2>
<p>We keep your name, contact details, date of birth, bookings and payments to provide our services, and for as long as the law requires after your account closes.</p>
<p>Read the full notice at <a href="/privacy">our privacy page</a>. <img src="x" onerror="alert(1)"></p>`;

export const bookingTermsHtml = `<h2>Booking terms</h2>
<p>Places are held for you once payment is complete. Cancel in My account before the cut-off shown to avoid a late cancellation fee.</p>
<p>Refunds are made to the original payment method or as account credit.</p>`;
