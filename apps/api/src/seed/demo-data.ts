/** The demo operator: real UK places, fixed values, so every start and every test sees the same data. */

export const demoClient = {
  name: 'Everyday Leisure',
  hosts: [] as string[],
  currency: 'GBP',
  creditsEnabled: true,
  directDebitProvider: 'sandbox',
  collectDirectDebitBillingAddress: true,
  onlineJoiningEnabled: true,
  onlineJoiningMapEnabled: true,
  onlineGuestPassesEnabled: true,
  activitiesV2Enabled: true,
  /** £2.50 for a cancellation inside the cut-off; no no-show fee in the demo. */
  lateCancellationFee: 250,
  /** None configured: the joining map draws the app's own offline basemap (GET /api/map/style.json). */
  mapStyleUrl: '',
  footerHtml: `<p>Everyday Leisure is a not-for-profit leisure trust running pools, gyms and sports halls across the UK.</p>
<ul>
  <li><a href="/terms">Terms and conditions</a></li>
  <li><a href="/privacy">Privacy notice</a></li>
  <li><a href="mailto:hello@everyday-leisure.example">hello@everyday-leisure.example</a></li>
</ul>
<p>&copy; 2026 Everyday Leisure. Registered charity no. 1234567.</p>
<script>alert('never stored')</script>`,
};

type DemoVenue = {
  slug: string;
  name: string;
  address1: string;
  address2?: string;
  city: string;
  postcode: string;
  lat: number;
  lng: number;
  timeZone?: string;
  displayVenueSelectionButton?: boolean;
  activitiesV2Enabled?: boolean;
  canDisplayIneligibleMemberships?: boolean;
};

export const demoVenues: DemoVenue[] = [
  {
    slug: 'manchester-central',
    name: 'Manchester Central Pool & Gym',
    address1: '2 Booth Street East',
    city: 'Manchester',
    postcode: 'M13 9SS',
    lat: 53.4668,
    lng: -2.2339,
    // Not on V2: its bookings are the ones My bookings lists and cancels the classic way; London
    // Stratford's are the demo's V2 bookings.
    canDisplayIneligibleMemberships: true,
  },
  {
    slug: 'leeds-middleton',
    name: 'Leeds Middleton Leisure Centre',
    address1: 'Middleton Grove',
    city: 'Leeds',
    postcode: 'LS11 5DJ',
    lat: 53.7623,
    lng: -1.5487,
  },
  {
    slug: 'london-stratford',
    name: 'London Stratford Aquatics',
    address1: 'Queen Elizabeth Olympic Park',
    address2: 'Stratford',
    city: 'London',
    postcode: 'E20 2ZQ',
    lat: 51.5405,
    lng: -0.0106,
    activitiesV2Enabled: true,
  },
  {
    slug: 'bristol-hengrove',
    name: 'Bristol Hengrove Leisure Centre',
    address1: 'Hengrove Promenade',
    city: 'Bristol',
    postcode: 'BS14 0DE',
    lat: 51.414,
    lng: -2.587,
  },
  {
    slug: 'edinburgh-southside',
    name: 'Edinburgh Southside Pool',
    address1: '21 Dalkeith Road',
    city: 'Edinburgh',
    postcode: 'EH16 5BB',
    lat: 55.9385,
    lng: -3.1727,
    canDisplayIneligibleMemberships: true,
  },
  {
    slug: 'cardiff-bay',
    name: 'Cardiff Bay Sports Village',
    address1: 'Olympian Drive',
    city: 'Cardiff',
    postcode: 'CF11 0JS',
    lat: 51.4617,
    lng: -3.1848,
  },
  {
    slug: 'belfast-city',
    name: 'Belfast City Leisure Centre',
    address1: '100 Great Victoria Street',
    city: 'Belfast',
    postcode: 'BT2 7BE',
    lat: 54.5934,
    lng: -5.9352,
  },
  {
    slug: 'newcastle-quayside',
    name: 'Newcastle Quayside Gym',
    address1: 'Quayside',
    city: 'Newcastle upon Tyne',
    postcode: 'NE1 3DX',
    lat: 54.9695,
    lng: -1.6022,
    displayVenueSelectionButton: false,
  },
  {
    slug: 'glasgow-tollcross',
    name: 'Glasgow Tollcross Leisure Centre',
    address1: '350 Wellshot Road',
    city: 'Glasgow',
    postcode: 'G32 7QP',
    lat: 55.8466,
    lng: -4.1773,
  },
  {
    slug: 'st-helier-fort-regent',
    name: 'St Helier Fort Regent',
    address1: 'Fort Regent',
    city: 'St Helier, Jersey',
    postcode: 'JE2 4UX',
    lat: 49.1834,
    lng: -2.1038,
    timeZone: 'Europe/Jersey',
  },
];

/** The operator's theme (the spec's defaults) and two venues that theme themselves differently. */
export const demoThemes = {
  operator: {
    themeAppPrimaryColour: '#6b2fa0',
    themeAppSecondaryColour1: '#2b7a78',
    themeAppSecondaryColour2: '#f2b705',
    themeAppBodyFontStyle: 'Roboto',
    themeAppHeadingFontStyle: 'Roboto',
    themeAppLogo: '/media/logos/everyday-leisure.svg',
    themeAppHeaderBgColour: '#1d1d26',
    themeAppDarkBgColour: '#1d1d26',
    headerPrimaryColour: '#ffffff',
    themeAppSecondaryButtonStyle: 'outline',
  },
  venues: {
    'manchester-central': {
      themeAppPrimaryColour: '#00796b',
      themeAppSecondaryColour1: '#004d40',
      themeAppHeadingFontStyle: 'garage gothic',
      themeAppBodyFontStyle: 'Open Sans',
      themeAppLogo: '/media/logos/manchester.svg',
      themeAppHeaderBgColour: '#0b3d3a',
      themeAppDarkBgColour: '#0b3d3a',
    },
    'edinburgh-southside': {
      themeAppPrimaryColour: '255 112 67',
      themeAppSecondaryColour1: '#12263a',
      themeAppHeadingFontStyle: 'Lato',
      themeAppLogo: '/media/logos/edinburgh.svg',
      themeAppHeaderBgColour: '#12263a',
      themeAppDarkBgColour: '#12263a',
      themeAppSecondaryButtonStyle: 'solid',
    },
  },
} as const;

export const demoPassword = 'Everyday-Leisure-2026';

export const demoCustomers = [
  {
    reference: 'C100001',
    firstName: 'Alex',
    lastName: 'Morgan',
    email: 'alex.morgan@example.com',
    homeVenueSlug: 'manchester-central',
  },
  {
    reference: 'C100002',
    firstName: 'Priya',
    lastName: 'Shah',
    email: 'priya.shah@example.com',
    homeVenueSlug: 'edinburgh-southside',
  },
];
