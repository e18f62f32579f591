/**
 * The authenticated shell as the routes load it: the frame (AuthenticatedLayout) with the signed-in screens'
 * flows given their real actors, and the content skeleton shown while a page's chunk loads (the frame stays).
 * All of it arrives in this chunk, after log-in, never on the logged-out screens.
 */
import { Suspense, useMemo, type ReactNode } from 'react';
import { FlowsProvider, useApi, useLiveEvents } from '../../screens/shared/app-context';
import { createFlows } from '../actors';
import { ContentSkeleton } from '../content-skeleton';
import { AuthenticatedLayout } from './authenticated-layout';

export function SignedInShell({ children }: { children: ReactNode }) {
  const api = useApi();
  const live = useLiveEvents();
  const flows = useMemo(() => createFlows(api, live), [api, live]);
  return (
    <FlowsProvider value={flows}>
      <AuthenticatedLayout>
        <Suspense fallback={<ContentSkeleton />}>{children}</Suspense>
      </AuthenticatedLayout>
    </FlowsProvider>
  );
}
