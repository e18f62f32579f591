/** The account area (issues 2 and 3): sign-up, log-in, verification, onboarding, settings, impersonation. */
import type { Resolvers } from '../generated';
import { companyDataResolvers } from './company-data';
import { signUpResolvers } from './sign-up';
import { logInResolvers } from './log-in';
import { verificationResolvers } from './verification';
import { onboardingResolvers } from './onboarding';
import { passwordResetResolvers } from './password-reset';
import { changeEmailResolvers } from './change-email';
import { settingsResolvers } from './settings';
import { impersonationResolvers } from './impersonation';

const parts: Resolvers[] = [
  companyDataResolvers,
  signUpResolvers,
  logInResolvers,
  verificationResolvers,
  onboardingResolvers,
  passwordResetResolvers,
  changeEmailResolvers,
  settingsResolvers,
  impersonationResolvers,
];

// Each part owns distinct fields, so a shallow merge per root type is enough.
export const accountResolvers: Resolvers = {
  Query: Object.assign({}, ...parts.map((part) => part.Query)),
  Mutation: Object.assign({}, ...parts.map((part) => part.Mutation)),
  CompanyData: companyDataResolvers.CompanyData,
};
