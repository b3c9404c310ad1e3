// `npm run set-picture -- venue|activity <slug> <file or URL>`: gives a venue, or an activity at every venue
// that runs it, a picture from a JPEG, PNG or WebP file or web address (fetched once, then kept here). The server crops it to 3:2 and keeps it in AVIF and
// WebP at 320, 640 and 1024 px (docs/decisions/020-pictures.md). The operator is the only one, or the
// one whose host names include OPERATOR_HOST.
import { readFileSync } from 'node:fs';
import { createActivitiesRepository } from './modules/activities/activities.repository';
import { createClientsRepository } from './modules/clients/clients.repository';
import { createImagesRepository } from './modules/images/images.repository';
import { createImagesService } from './modules/images/images.service';
import { NotAPictureError } from './modules/images/picture-variants';
import { createVenuesRepository } from './modules/venues/venues.repository';
import { loadConfig } from './platform/config';
import { openConfiguredDatabase } from './platform/db/open-configured';

const [kind, slug, file] = process.argv.slice(2);
if ((kind !== 'venue' && kind !== 'activity') || !slug || !file) {
  console.error('Usage: npm run set-picture -- venue|activity <slug> <file.jpg|png|webp or https://…>');
  process.exit(2);
}
/** Pictures larger than this are refused before they are read whole. */
const largestDownload = 25 * 1024 * 1024;

/** The picture's bytes, from the disk or, for an http(s) address, from the web within 20 s. */
async function picturesBytes(source: string): Promise<Buffer> {
  if (!/^https?:\/\//i.test(source)) return readFileSync(source);
  const response = await fetch(source, { signal: AbortSignal.timeout(20_000), redirect: 'follow' });
  if (!response.ok) throw new Error(`${source} answered ${response.status}.`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > largestDownload) throw new Error(`${source} is over 25 MB.`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > largestDownload) throw new Error(`${source} is over 25 MB.`);
  return bytes;
}

const database = await openConfiguredDatabase(loadConfig());
try {
  const host = process.env.OPERATOR_HOST;
  const clients = createClientsRepository(database.db);
  const ids = await clients.firstTwoIds();
  const clientId = host ? await clients.findIdByHost(host) : ids.length === 1 ? ids[0]! : null;
  if (!clientId) {
    if (host) throw new Error(`No operator has the host ${host}.`);
    throw new Error(
      ids.length ? 'Several operators: set OPERATOR_HOST.' : 'No operator yet: run npm start first.',
    );
  }
  const imageId = await createImagesService(createImagesRepository(database.db)).store(
    clientId,
    await picturesBytes(file),
  );
  const set =
    kind === 'venue'
      ? Number(await createVenuesRepository(database.db).setImage(clientId, slug, imageId))
      : await createActivitiesRepository(database.db).setImage(clientId, slug, imageId);
  if (set === 0) throw new Error(`No ${kind} ${slug}.`);
  console.log(`The ${kind} ${slug} has its picture (${set === 1 ? 'one row' : `${set} rows`}).`);
} catch (error) {
  console.error(
    error instanceof NotAPictureError ? 'Not a JPEG, PNG or WebP picture.' : (error as Error).message,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
