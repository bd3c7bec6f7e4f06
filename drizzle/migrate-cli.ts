import { openDatabase } from './client';
import { resolveDatabaseOptions } from './config';

const handle = await openDatabase(resolveDatabaseOptions());
const tag = await handle.migrate();
console.log(`migrated ${handle.kind} database to ${tag}`);
await handle.close();
