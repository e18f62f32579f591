/** Browser tests run against the production build: build it once when it is missing or stale. */
import { ensureWebBuild } from '../../server/build';

export default async function setup(): Promise<void> {
  await ensureWebBuild();
}
