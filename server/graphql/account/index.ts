/**
 * The account area (issues 2 and 3): sign-up, log-in, verification, onboarding, password reset, settings, change
 * of address, impersonation. One file per resolver; this file only gathers them.
 */
import type { Resolvers } from '../generated';
import { CompanyData } from './company-data';
import { ResetPasswordLink } from './reset-password-link';
import { CompanyCreate } from './company-create';
import { CompanyLogin } from './company-login';
import { CompanyLogout } from './company-logout';
import { CompanyResendEmailVerificationCode } from './company-resend-email-verification-code';
import { CompanyEmailVerificationByCode } from './company-email-verification-by-code';
import { CompanyOnboardPositionOne } from './company-onboard-position-one';
import { RequestResetPassword } from './request-reset-password';
import { ResetPasswordMutation } from './reset-password-mutation';
import { CompanyUpdateData } from './company-update-data';
import { CompanyUpdateProfilePicture } from './company-update-profile-picture';
import { CompanyUpdateLanguage } from './company-update-language';
import { CompanyDelete } from './company-delete';
import { CompanyRequestToChangeEmail } from './company-request-to-change-email';
import { CompanyUpdateEmail } from './company-update-email';
import { CompanyImpersonate } from './company-impersonate';
import { companyDataFields } from './company-data.type';

export const accountResolvers: Resolvers = {
  Query: { CompanyData, ResetPasswordLink },
  Mutation: {
    CompanyCreate,
    CompanyLogin,
    CompanyLogout,
    CompanyResendEmailVerificationCode,
    CompanyEmailVerificationByCode,
    CompanyOnboardPositionOne,
    RequestResetPassword,
    ResetPasswordMutation,
    CompanyUpdateData,
    CompanyUpdateProfilePicture,
    CompanyUpdateLanguage,
    CompanyDelete,
    CompanyRequestToChangeEmail,
    CompanyUpdateEmail,
    CompanyImpersonate,
  },
  CompanyData: companyDataFields,
};
