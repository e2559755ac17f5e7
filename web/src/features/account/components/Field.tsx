// Account's form fields: the shared labelled input and checkbox in the account screens' look (acc-field, acc-check).
import { CheckboxField as SharedCheckbox, FormField, type CheckboxFieldProps, type FormFieldProps } from '../../../components/FormField';

export function Field(props: Omit<FormFieldProps, 'block'>) {
  return <FormField block="acc" {...props} />;
}

export function CheckboxField(props: Omit<CheckboxFieldProps, 'block'>) {
  return <SharedCheckbox block="acc" {...props} />;
}
