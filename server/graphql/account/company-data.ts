/** CompanyData: the signed-in account. */
import type { QueryResolver } from '../resolver-types';
import { signedIn } from '../access';

export const CompanyData: QueryResolver<'CompanyData'> = (_parent, _args, ctx) => signedIn(ctx).company;
