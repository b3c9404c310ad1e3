// Run by build.mjs once the server bundle is written: `node dist/make-demo-snapshot.js dist/server.js`.
import { writeDemoSnapshot } from './demo-snapshot';

const serverFile = process.argv[2];
if (!serverFile) throw new Error('make-demo-snapshot needs the server bundle it belongs to');
await writeDemoSnapshot(serverFile);
