// Shared with the server, which answers a page's theme inside the page (contracts/boot-answers.ts).
export { themeVenueFor, venueInPath } from '@leisure/contracts/boot-answers';
