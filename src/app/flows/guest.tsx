/** The logged-out pages' forms and the reset link's check, never loaded with the log-in screen. */
import { provideGuestFlows } from '../actors/guest-forms';
import { flowGroup } from './group';

export const GuestFlowGroup = flowGroup(({ guestApi, session }) => provideGuestFlows(guestApi, session));
