/** LiveChannel: where the signed-in browser reaches the broker and which topics it may subscribe to. */
import type { QueryResolver } from '../resolver-types';
import { BROKER_CLIENT_ID_PREFIX, BROKER_USERNAME } from '../../../src/domain/constants';
import { companyTopics } from '../../broker/rules';
import { signedIn } from '../access';

export const LiveChannel: QueryResolver<'LiveChannel'> = async (_parent, _args, ctx) => {
  const { company } = signedIn(ctx);
  return {
    url: ctx.services.live.browserUrl(ctx.header('host')),
    username: BROKER_USERNAME,
    client_id_prefix: BROKER_CLIENT_ID_PREFIX,
    topics: companyTopics(company.id),
  };
};
