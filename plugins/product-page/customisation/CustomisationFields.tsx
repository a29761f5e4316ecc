import { checkForm, type CustomisationField } from '@storefront/catalogue/customisation/rules';
import { CustomisationFormView } from './CustomisationFormView';

/** The form as the server draws it into the cached page, empty and at its final size. */
export function CustomisationFields({ groupName, fields }: { groupName: string; fields: readonly CustomisationField[] }) {
  return <CustomisationFormView groupName={groupName} checks={checkForm(fields, {}).checks} />;
}
