/**
 * The account settings forms' real calls (src/machines/account-forms.ts), loaded with the authenticated shell;
 * toasts and navigation are the screens' announcements. The guest forms are in ./guest-forms.ts.
 */
import type { Api } from '../../graphql/api';
import {
  CompanyDeleteDocument,
  CompanyRequestToChangeEmailDocument,
  CompanyUpdateDataDocument,
  CompanyUpdateProfilePictureDocument,
} from '../../graphql/generated/graphql';
import { accountForms, type AccountForms } from '../../machines/account-forms';
import { provideForm } from './form';

/** The account settings' calls, made with the signed-in client. */
export function provideAccountForms(api: Api): AccountForms {
  const forms = accountForms;
  return {
    profile: provideForm(forms.profile, (values) => api.mutate(CompanyUpdateDataDocument, values)),
    password: provideForm(forms.password, (values) => api.mutate(CompanyUpdateDataDocument, values)),
    changeEmail: provideForm(forms.changeEmail, (values) =>
      api.mutate(CompanyRequestToChangeEmailDocument, values),
    ),
    picture: provideForm(forms.picture, (values) => api.mutate(CompanyUpdateProfilePictureDocument, values)),
    deleteAccount: provideForm(forms.deleteAccount, () => api.mutate(CompanyDeleteDocument, {})),
  };
}
