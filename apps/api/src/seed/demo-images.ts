import { eq } from 'drizzle-orm';
import { createActivitiesRepository } from '../modules/activities/activities.repository';
import { activities, activityCategories } from '../modules/activities/activities.tables';
import { createImagesRepository } from '../modules/images/images.repository';
import { createImagesService } from '../modules/images/images.service';
import { createVenuesRepository } from '../modules/venues/venues.repository';
import type { Executor } from '../platform/db/client';
import type { DemoContext } from './demo-accounts';
import { demoThemes, demoVenues } from './demo-data';

/**
 * The demo's pictures are drawn here, not shipped: an SVG of the venue's colours (or an activity's motif)
 * rendered by sharp and then stored as any operator's picture is, through the images service. Nothing is
 * copied from anyone, and nothing needs the network.
 */
const width = 1024;
const height = 683;

/** A colour of its own for each name, the same every seed. */
function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

function frame(from: string, to: string, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
      `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>${body}</svg>`,
  );
}

const venueColours: Record<string, string> = Object.fromEntries(
  Object.entries(demoThemes.venues).map(([slug, theme]) => [slug, theme.themeAppPrimaryColour]),
);

function cssColour(value: string): string {
  // Themes may give a colour as "r g b"; SVG wants rgb().
  return /^\d+ \d+ \d+$/.test(value) ? `rgb(${value.split(' ').join(',')})` : value;
}

/** A building on a skyline under a sun, in the venue's colour. */
function venueSvg(slug: string): Buffer {
  const base = venueColours[slug] ? cssColour(venueColours[slug]) : `hsl(${hueOf(slug)},55%,38%)`;
  const hue = hueOf(slug);
  const towers = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const h = 150 + ((hue + i * 67) % 180);
      return `<rect x="${40 + i * 165}" y="${height - h}" width="130" height="${h}" rx="8" fill="#fff" fill-opacity="${0.1 + (i % 3) * 0.05}"/>`;
    })
    .join('');
  return frame(
    base,
    `hsl(${(hue + 40) % 360},45%,18%)`,
    `<circle cx="${760 + (hue % 120)}" cy="170" r="110" fill="#fff" fill-opacity="0.22"/>${towers}` +
      `<rect x="0" y="${height - 60}" width="${width}" height="60" fill="#000" fill-opacity="0.25"/>`,
  );
}

const motifs: Record<string, string> = {
  swimming: [0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M0 ${300 + i * 90} q128 -50 256 0 t256 0 t256 0 t256 0" stroke="#fff" stroke-opacity="0.35" stroke-width="22" fill="none"/>`,
    )
    .join(''),
  courts: `<rect x="112" y="120" width="800" height="443" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="10"/><line x1="512" y1="120" x2="512" y2="563" stroke="#fff" stroke-opacity="0.6" stroke-width="10"/>`,
  gym: `<rect x="262" y="311" width="500" height="60" rx="12" fill="#fff" fill-opacity="0.4"/><rect x="212" y="231" width="70" height="220" rx="14" fill="#fff" fill-opacity="0.5"/><rect x="742" y="231" width="70" height="220" rx="14" fill="#fff" fill-opacity="0.5"/>`,
  classes: [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="${280 + i * 232}" cy="${340 + (i % 2) * 40}" r="${130 - i * 20}" fill="#fff" fill-opacity="${0.14 + i * 0.06}"/>`,
    )
    .join(''),
};

function activitySvg(slug: string, kind: string): Buffer {
  const hue = hueOf(slug);
  return frame(`hsl(${hue},60%,42%)`, `hsl(${(hue + 50) % 360},55%,22%)`, motifs[kind] ?? motifs.classes!);
}

// Only a full seed draws: a start from the demo snapshot never loads sharp.
const png = async (svg: Buffer) => (await import('sharp')).default(svg).png().toBuffer();

export async function seedDemoImages(tx: Executor, { clientId }: DemoContext): Promise<void> {
  const images = createImagesService(createImagesRepository(tx));
  const venues = createVenuesRepository(tx);
  const activityRows = createActivitiesRepository(tx);
  for (const venue of demoVenues) {
    await venues.setImage(
      clientId,
      venue.slug,
      await images.store(clientId, await png(venueSvg(venue.slug))),
    );
  }
  // One picture per activity across every venue that runs it.
  const offered = await tx
    .selectDistinct({ slug: activities.slug, kind: activityCategories.kind })
    .from(activities)
    .innerJoin(activityCategories, eq(activityCategories.id, activities.categoryId))
    .where(eq(activities.clientId, clientId));
  for (const { slug, kind } of offered) {
    const imageId = await images.store(clientId, await png(activitySvg(slug, kind)));
    await activityRows.setImage(clientId, slug, imageId);
  }
}
