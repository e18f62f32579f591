/**
 * A group of flows as the route table names it: a component that gives the screen below it the group's machines,
 * made once from the app's services (src/screens/shared/flows.ts). Each group is its own chunk (src/app/screens.ts),
 * loaded with the first route that names it.
 */
import { useMemo, type ReactNode } from 'react';
import type { Api } from '../../graphql/api';
import type { LiveEvents } from '../../machines/app';
import { FlowsProvider, useApp, type SessionActor } from '../../screens/shared/app-context';
import type { Flows } from '../../screens/shared/flows';

/** What a group's actors are made from. */
export type FlowServices = { api: Api; guestApi: Api; session: SessionActor; live: LiveEvents };

export type FlowGroup = (props: { children: ReactNode }) => ReactNode;

export function flowGroup(make: (services: FlowServices) => Partial<Flows>): FlowGroup {
  return function FlowGroupProvider({ children }) {
    const { api, guestApi, session, live } = useApp();
    const flows = useMemo(() => make({ api, guestApi, session, live }), [api, guestApi, session, live]);
    return <FlowsProvider value={flows}>{children}</FlowsProvider>;
  };
}
