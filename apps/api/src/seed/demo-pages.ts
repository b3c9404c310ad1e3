/**
 * The demo operator's content pages, shown at the footer's links, and the seller's details a receipt
 * carries. The pages' headings start at h2: the page itself gives the h1. Each page carries something a
 * sanitiser must take out, so the demo shows that it does.
 */
export const demoOperatorDetails = {
  addressLines: ['Everyday Leisure Trust', '1 Example Street', 'Manchester', 'M1 1AA'],
  vatNumber: 'GB 123 4567 89',
};

export const demoTermsPageHtml = `<p>These terms apply to everyone who books, joins or buys with Everyday Leisure, online or at our venues.</p>
<h2>Bookings and payment</h2>
<p>A booking is confirmed when you receive a confirmation. Card payments are taken when the booking is made; booking credit is used before your card when you choose it.</p>
<h2>Cancellations and refunds</h2>
<p>Cancel in My account up to the cut-off shown for the activity. A booking cancelled after the cut-off may incur a late cancellation fee. Refunds go back to the original payment method or to your account as credit.</p>
<h2>Memberships</h2>
<p>Monthly memberships are paid by Direct Debit and continue until you cancel them with one month’s notice. Single-payment memberships end on the date shown.</p>
<h2>Using our venues</h2>
<p>Follow the instructions of our staff and the rules shown at each venue. Tell us about any medical condition that might affect your safety before you take part.</p>
<p>Everyday Leisure Trust is a registered charity (no. 1234567). Registered office: 1 Example Street, Manchester M1 1AA.</p>
<script>alert('never stored')</script>`;

export const demoPrivacyPageHtml = `<p>Everyday Leisure Trust is the controller of the personal information you give us. This notice says what we keep, why, and for how long.</p>
<h2>What we keep</h2>
<ul>
  <li>Your name, contact details and date of birth</li>
  <li>Your bookings, memberships and payments (never your full card number)</li>
  <li>Your photograph, when you give one, so reception staff can recognise you</li>
</ul>
<h2>Why we keep it</h2>
<p>To run your account, bookings and memberships, to keep you safe at our venues, and to meet our legal duties. We send you news and offers only if you agree.</p>
<h2>Your rights</h2>
<p>You can ask for a copy of your information, ask us to correct or delete it, or complain to the Information Commissioner’s Office. Write to <a href="mailto:privacy@everyday-leisure.example">privacy@everyday-leisure.example</a>.</p>
<img src="x" onerror="alert(1)" alt="">`;
